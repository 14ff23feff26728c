/**
 * The session policy every set of upload credentials carries (AssumeRole's `Policy`): the credentials can
 * do at most what both the role and this document allow, so even a role with wider rights hands the browser
 * nothing but object puts and the multipart calls (initiate, parts, complete, list parts, abort) under
 * `clients/uploads/` — the documents' key format (001 §7). Everything the platform keeps lives elsewhere
 * (submissions are copied out on save), so a leaked set can neither read nor replace a reviewed file.
 */
export const CLIENT_UPLOAD_PREFIX = 'clients/uploads/';

export type StsProvider = 'aliyun' | 'aws';

export function uploadPolicy(provider: StsProvider, bucket: string): string {
  if (provider === 'aliyun')
    // OSS: oss:PutObject covers PutObject, InitiateMultipartUpload, UploadPart and CompleteMultipartUpload.
    return JSON.stringify({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['oss:PutObject', 'oss:ListParts', 'oss:AbortMultipartUpload'],
          Resource: [`acs:oss:*:*:${bucket}/${CLIENT_UPLOAD_PREFIX}*`],
        },
      ],
    });
  // S3: s3:PutObject covers PutObject, CreateMultipartUpload, UploadPart and CompleteMultipartUpload.
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['s3:PutObject', 's3:ListMultipartUploadParts', 's3:AbortMultipartUpload'],
        Resource: [`arn:aws:s3:::${bucket}/${CLIENT_UPLOAD_PREFIX}*`],
      },
    ],
  });
}
