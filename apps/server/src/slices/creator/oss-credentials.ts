import { MIN_PART_BYTES, UPLOAD_PARALLEL_PARTS } from '@app/contract';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { memberUploadPrefix } from './uploads/index.ts';
import { issueUploadToken } from './upload-token.ts';

/**
 * What /api/oss answers (001 §3 "Object-storage credentials"), with nothing long-lived in it: the
 * SecurityToken is a 15-minute token good only for this member's own upload directory, AccessKeySecret is
 * empty, and the files go up through part URLs this server presigns per upload.
 */
export function ossCredentials(
  storage: ObjectStorage,
  options: { secret: string; bucket: string; userId: number; nowMs?: number },
) {
  const { token, expiresAt } = issueUploadToken(options.secret, options.userId, options.nowMs ?? Date.now());
  const probe = 'public/x';
  return {
    oss: {
      DoMain: storage.publicUrl(probe).slice(0, -probe.length),
      AccessKeyId: `upload-scope:${memberUploadPrefix(options.userId)}`,
      AccessKeySecret: '',
      BucketName: options.bucket,
      Expiration: expiresAt.toISOString(),
      SecurityToken: token,
    },
    prefix: memberUploadPrefix(options.userId),
    part_size: MIN_PART_BYTES,
    parallel: UPLOAD_PARALLEL_PARTS,
  };
}
