import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** S3's minimum part size (except the last) is 5 MiB; 8 MiB keeps part counts low for big videos. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * PutObject needs a Content-Length, which a stream of unknown length does not have. Small streams are
 * collected and sent in one PutObject; larger ones go up as a multipart upload, part by part, so memory
 * stays near one part whatever the file size. A failure aborts the upload so no orphan parts are billed.
 */
export async function putStream(
  client: S3Client,
  target: { Bucket: string; Key: string; ContentType: string },
  body: Readable,
): Promise<void> {
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let uploadId: string | undefined;
  const parts: { ETag: string; PartNumber: number }[] = [];

  const sendPart = async (data: Buffer) => {
    const PartNumber = parts.length + 1;
    const answer = await client.send(
      new UploadPartCommand({
        Bucket: target.Bucket,
        Key: target.Key,
        UploadId: uploadId,
        PartNumber,
        Body: data,
        ContentLength: data.length,
      }),
    );
    parts.push({ ETag: answer.ETag ?? '', PartNumber });
  };

  try {
    for await (const chunk of body) {
      const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      buffered.push(data);
      bufferedBytes += data.length;
      if (bufferedBytes >= PART_SIZE) {
        if (!uploadId) uploadId = (await client.send(new CreateMultipartUploadCommand(target))).UploadId;
        const all = Buffer.concat(buffered);
        await sendPart(all.subarray(0, PART_SIZE));
        buffered = [all.subarray(PART_SIZE)];
        bufferedBytes = buffered[0]!.length;
      }
    }
    const rest = Buffer.concat(buffered);
    if (!uploadId) {
      await client.send(new PutObjectCommand({ ...target, Body: rest, ContentLength: rest.length }));
      return;
    }
    if (rest.length > 0) await sendPart(rest);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.Bucket,
        Key: target.Key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    if (uploadId)
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: target.Bucket, Key: target.Key, UploadId: uploadId }))
        .catch(() => {});
    throw error;
  }
}
