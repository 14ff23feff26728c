import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type S3rver from 's3rver';

/**
 * s3rver (the S3 test double) implements multipart upload without ListParts and AbortMultipartUpload, and
 * completes without comparing part ETags. Real S3 does all three, and the direct upload relies on them
 * (resume lists the stored parts, cancel drops them, a wrong ETag is refused), so this adds them in front
 * of s3rver's own routes, reading the parts where s3rver's filesystem store keeps them:
 * `<directory>/<bucket>/._S3rver_uploads/<uploadId>/<n>` with `<n>.md5` beside each.
 */
type Ctx = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  req: NodeJS.ReadableStream & { headers: Record<string, unknown> };
  status: number;
  body: unknown;
  type: string;
};

const xmlError = (ctx: Ctx, status: number, code: string, message: string) => {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
};

export function addMultipartExtras(server: S3rver, directory: string): void {
  const uploadDir = (bucket: string, uploadId: string) =>
    /^[0-9a-f]{32}$/.test(uploadId) ? path.join(directory, bucket, '._S3rver_uploads', uploadId) : '';
  const md5Of = async (dir: string, n: number) => {
    try {
      return (await readFile(path.join(dir, `${n}.md5`), 'utf8')).trim();
    } catch {
      return null;
    }
  };

  const extras = async (ctx: Ctx, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket] = ctx.path.split('/');
    if (!uploadId || !bucket || ctx.query.partNumber) return next();
    const dir = uploadDir(bucket, uploadId);
    if (ctx.method === 'GET' || ctx.method === 'DELETE' || ctx.method === 'POST') {
      if (!dir || !existsSync(dir))
        return xmlError(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    }
    if (ctx.method === 'GET') {
      const numbers = (await readdir(dir))
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const size = (await stat(path.join(dir, String(n)))).size;
          return `<Part><PartNumber>${n}</PartNumber><ETag>"${await md5Of(dir, n)}"</ETag><Size>${size}</Size></Part>`;
        }),
      );
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(Buffer.from(chunk as Buffer));
      const xml = Buffer.concat(chunks).toString('utf8');
      for (const [part] of xml.matchAll(/<Part>[\s\S]*?<\/Part>/g)) {
        const n = /<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1];
        const etag = /<ETag>([^<]*)<\/ETag>/.exec(part)?.[1] ?? '';
        if (!n || (await md5Of(dir, Number(n))) !== etag.replace(/&quot;|"/g, ''))
          return xmlError(ctx, 400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      }
      // s3rver reads the body itself: hand it the same bytes again.
      ctx.req = Object.assign(Readable.from([Buffer.from(xml)]), { headers: ctx.req.headers });
    }
    return next();
  };
  (server as unknown as { middleware: unknown[] }).middleware.unshift(extras);
}
