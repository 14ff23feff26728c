import { MIN_PART_BYTES, UPLOAD_PARALLEL_PARTS } from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { CLIENT_UPLOAD_PREFIX } from '../../platform/storage/sts/upload-policy.ts';
import { memberUploadPrefix } from './uploads/index.ts';
import { issueUploadToken } from './upload-token.ts';

/**
 * What /api/oss answers (001 §3 "Object-storage credentials"). With an STS configured (storage.directUpload)
 * the oss fields are the provider's temporary credentials (15 minutes, puts under clients/uploads/ only:
 * platform/storage/sts/upload-policy.ts), so a client written from 001 uploads with the provider's own SDK;
 * submissions then copy what they name out of that prefix (adopt-client-uploads.ts). Without one (local
 * disk) nothing long-lived goes out: the SecurityToken is a 15-minute token for this member's own upload
 * directory, AccessKeySecret is empty and the files go up through part URLs this server presigns. Either
 * way upload_token is that platform token, for the site's own uploader.
 */
export async function ossCredentials(
  storage: ObjectStorage,
  options: { secret: string; bucket: string; endpoint: string; userId: number; nowMs?: number },
) {
  const { token, expiresAt } = issueUploadToken(options.secret, options.userId, options.nowMs ?? Date.now());
  const probe = 'public/x';
  const common = {
    DoMain: storage.publicUrl(probe).slice(0, -probe.length),
    BucketName: options.bucket,
  };
  const rest = { upload_token: token, part_size: MIN_PART_BYTES, parallel: UPLOAD_PARALLEL_PARTS };
  if (storage.directUpload) {
    // The session name lands in the provider's audit log: which member held these credentials.
    const issued = await storage.directUpload.issue(`member-${options.userId}`);
    return {
      oss: {
        ...common,
        AccessKeyId: issued.accessKeyId,
        AccessKeySecret: issued.accessKeySecret,
        Expiration: issued.expiration,
        SecurityToken: issued.securityToken,
      },
      prefix: CLIENT_UPLOAD_PREFIX,
      direct: true,
      endpoint: options.endpoint,
      ...rest,
    };
  }
  return {
    oss: {
      ...common,
      AccessKeyId: `upload-scope:${memberUploadPrefix(options.userId)}`,
      AccessKeySecret: '',
      Expiration: expiresAt.toISOString(),
      SecurityToken: token,
    },
    prefix: memberUploadPrefix(options.userId),
    direct: false,
    endpoint: '',
    ...rest,
  };
}
