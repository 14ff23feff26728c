import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type S3rver from 's3rver';

/**
 * Test doubles for direct upload with STS: an AWS-style STS that checks the AssumeRole signature and hands
 * out temporary credentials carrying the session policy, and a guard in front of s3rver (the S3 double,
 * which checks no SigV4 itself) that accepts those credentials only with their session token, a valid
 * signature and an action the session policy allows. Signatures are recomputed with the AWS SDK's own signer
 * (@smithy/signature-v4), not ours, so the platform's signer is checked against an independent one.
 */
export interface IssuedSession {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  policy: string;
  roleArn: string;
  sessionName: string;
  durationSeconds: number;
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** Node's hashes in the shape the SDK signer wants. */
class NodeSha256 {
  private hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const parseAuthorization = (value: string | undefined) => {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      value ?? '',
    );
  return m
    ? { accessKeyId: m[1]!, region: m[3]!, service: m[4]!, signedHeaders: m[5]!.split(';'), signature: m[6]! }
    : null;
};

const fromAmzDate = (amzDate: string) =>
  new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** The signature the SDK's signer computes for the request as received (only its signed headers). */
async function expectedSignature(
  request: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: http.IncomingHttpHeaders;
    body?: string;
  },
  auth: NonNullable<ReturnType<typeof parseAuthorization>>,
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
  uriEscapePath: boolean,
): Promise<string> {
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) headers[name] = String(request.headers[name] ?? '');
  const signer = new SignatureV4({
    credentials,
    region: auth.region,
    service: auth.service,
    sha256: NodeSha256,
    uriEscapePath,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: headers.host!.split(':')[0]!,
      path: request.path,
      query: request.query,
      headers,
      body: request.body,
    },
    { signingDate: fromAmzDate(headers['x-amz-date']!) },
  );
  return parseAuthorization(signed.headers.authorization as string)!.signature;
}

/** Allow-only policies as ours are: does one statement allow `action` on `resource`? `*` matches any run. */
export function policyAllows(policy: string, action: string, resource: string): boolean {
  const glob = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  const doc = JSON.parse(policy) as { Statement: { Effect: string; Action: string[]; Resource: string[] }[] };
  return doc.Statement.some(
    (s) =>
      s.Effect === 'Allow' &&
      s.Action.some((a) => glob(a).test(action)) &&
      s.Resource.some((r) => glob(r).test(resource)),
  );
}

/** What an S3 request does, in IAM's words (the calls a browser uploader makes; anything else is refused). */
function s3Action(method: string, query: Record<string, string>): string | null {
  if (method === 'PUT') return 's3:PutObject'; // a put, or a part with partNumber & uploadId
  if (method === 'POST' && ('uploads' in query || 'uploadId' in query)) return 's3:PutObject';
  if (method === 'GET' && 'uploadId' in query) return 's3:ListMultipartUploadParts';
  if (method === 'DELETE' && 'uploadId' in query) return 's3:AbortMultipartUpload';
  return method === 'GET' ? 's3:GetObject' : method === 'HEAD' ? 's3:GetObject' : 's3:DeleteObject';
}

type KoaCtx = {
  method: string;
  req: http.IncomingMessage;
  status: number;
  body: unknown;
  type: string;
};

const xmlError = (ctx: KoaCtx, code: string) => {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
};

const splitUrl = (url: string) => {
  const [path, search = ''] = url.split('?') as [string, string?];
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
};

/** An AWS-style STS on a random port, and the guard that makes the S3 double honour what it issues. */
export async function startStsDouble(root: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const sessions = new Map<string, IssuedSession>();
  const refusals: string[] = [];
  // s3rver knows accounts by access key; issued keys join its one account (after the guard's checks).
  const AWSAccount = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString();
        const auth = parseAuthorization(req.headers.authorization);
        const { path, query } = splitUrl(req.url ?? '/');
        const valid =
          !!auth &&
          auth.accessKeyId === root.accessKeyId &&
          auth.service === 'sts' &&
          (await expectedSignature(
            { method: req.method!, path, query, headers: req.headers, body },
            auth,
            root,
            true,
          )) === auth.signature;
        const params = new URLSearchParams(body);
        if (!valid || params.get('Action') !== 'AssumeRole') {
          refusals.push(valid ? 'action' : 'signature');
          res.writeHead(403, { 'content-type': 'text/xml' });
          res.end('<ErrorResponse><Error><Code>SignatureDoesNotMatch</Code></Error></ErrorResponse>');
          return;
        }
        const session: IssuedSession = {
          accessKeyId: `ASIA${randomBytes(8).toString('hex').toUpperCase()}`,
          secretAccessKey: randomBytes(20).toString('base64'),
          sessionToken: randomBytes(32).toString('base64'),
          policy: params.get('Policy') ?? '',
          roleArn: params.get('RoleArn') ?? '',
          sessionName: params.get('RoleSessionName') ?? '',
          durationSeconds: Number(params.get('DurationSeconds')),
        };
        sessions.set(session.accessKeyId, session);
        AWSAccount.DUMMY_ACCOUNT.createKeyPair(session.accessKeyId, session.secretAccessKey);
        const expiration = new Date(Date.now() + session.durationSeconds * 1000).toISOString();
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(
          `<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>${session.accessKeyId}</AccessKeyId><SecretAccessKey>${session.secretAccessKey}</SecretAccessKey><SessionToken>${session.sessionToken}</SessionToken><Expiration>${expiration}</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`,
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Puts the guard in front of s3rver's routes: temporary credentials are checked here, root keys pass. */
  const guard = (s3: S3rver) => {
    const check = async (ctx: KoaCtx, next: () => Promise<void>) => {
      const auth = parseAuthorization(ctx.req.headers.authorization);
      const session = auth && sessions.get(auth.accessKeyId);
      if (!auth || !session) return next();
      const { path, query } = splitUrl(ctx.req.url ?? '/');
      if (ctx.req.headers['x-amz-security-token'] !== session.sessionToken)
        return xmlError(ctx, 'InvalidToken');
      const signature = await expectedSignature(
        { method: ctx.method, path, query, headers: ctx.req.headers },
        auth,
        { ...session, sessionToken: undefined },
        false,
      );
      if (signature !== auth.signature) return xmlError(ctx, 'SignatureDoesNotMatch');
      // Path style: /bucket/key.
      const [, bucket, ...key] = path.split('/');
      const resource = `arn:aws:s3:::${bucket}/${key.map(decodeURIComponent).join('/')}`;
      const action = s3Action(ctx.method, query);
      if (!action || !policyAllows(session.policy, action, resource)) {
        refusals.push(`${action} ${resource}`);
        return xmlError(ctx, 'AccessDenied');
      }
      return next();
    };
    (s3 as unknown as { middleware: unknown[] }).middleware.unshift(check);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refusals,
    guard,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
