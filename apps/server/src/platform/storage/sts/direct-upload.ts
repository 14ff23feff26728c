import { randomUUID } from 'node:crypto';
import { signRpcParams } from './aliyun-rpc-signature.ts';
import { authorizationHeader, toAmzDate } from './sigv4.ts';
import { uploadPolicy, type StsProvider } from './upload-policy.ts';

/** Provider credentials that expire (STS AssumeRole). */
export interface TemporaryCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: string;
}

/** Hands a browser temporary credentials limited by the upload policy (upload-policy.ts). */
export interface DirectUploadIssuer {
  readonly provider: StsProvider;
  readonly bucket: string;
  /** The session policy sent with every AssumeRole (JSON). */
  readonly policy: string;
  /** `sessionName` shows in the provider's audit log (ActionTrail, CloudTrail): who got these credentials. */
  issue(sessionName: string): Promise<TemporaryCredentials>;
}

export interface StsOptions {
  provider: StsProvider;
  /** https://sts.cn-beijing.aliyuncs.com, https://sts.amazonaws.com, http://minio:9000, … */
  endpoint: string;
  /** SigV4 region of the STS (aws). */
  region: string;
  roleArn: string;
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Aliyun's SignatureNonce (fixed in the known-answer test). */
  nonce?: () => string;
}

/** 15 minutes: as long as the platform's own part URLs, and the shortest both STS services allow. */
export const UPLOAD_CREDENTIAL_SECONDS = 900;

export class StsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StsError';
  }
}

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

export function stsIssuer(options: StsOptions): DirectUploadIssuer {
  const policy = uploadPolicy(options.provider, options.bucket);
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const url = new URL(options.endpoint);

  async function aliyun(sessionName: string): Promise<TemporaryCredentials> {
    const params = signRpcParams(
      'POST',
      {
        Action: 'AssumeRole',
        Version: '2015-04-01',
        Format: 'JSON',
        AccessKeyId: options.accessKeyId,
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        SignatureNonce: (options.nonce ?? randomUUID)(),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        RoleArn: options.roleArn,
        RoleSessionName: sessionName,
        DurationSeconds: String(UPLOAD_CREDENTIAL_SECONDS),
        Policy: policy,
      },
      options.accessKeySecret,
    );
    const answer = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await answer.json().catch(() => ({}))) as {
      Credentials?: {
        AccessKeyId: string;
        AccessKeySecret: string;
        SecurityToken: string;
        Expiration: string;
      };
      Code?: string;
    };
    const c = json.Credentials;
    if (!answer.ok || !c) throw new StsError(`STS AssumeRole 失败：${answer.status} ${json.Code ?? ''}`);
    return {
      accessKeyId: c.AccessKeyId,
      accessKeySecret: c.AccessKeySecret,
      securityToken: c.SecurityToken,
      expiration: c.Expiration,
    };
  }

  async function aws(sessionName: string): Promise<TemporaryCredentials> {
    const body = new URLSearchParams({
      Action: 'AssumeRole',
      Version: '2011-06-15',
      RoleArn: options.roleArn,
      RoleSessionName: sessionName,
      DurationSeconds: String(UPLOAD_CREDENTIAL_SECONDS),
      Policy: policy,
    }).toString();
    const amzDate = toAmzDate(now());
    const headers = {
      'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      'x-amz-date': amzDate,
    };
    const authorization = authorizationHeader(
      { method: 'POST', host: url.host, path: url.pathname || '/', query: {}, headers, body },
      {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.accessKeySecret,
        region: options.region,
        service: 'sts',
        amzDate,
      },
    );
    const answer = await doFetch(url, {
      method: 'POST',
      headers: { ...headers, authorization },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const xml = await answer.text();
    const [id, secret, token, expiration] = [
      'AccessKeyId',
      'SecretAccessKey',
      'SessionToken',
      'Expiration',
    ].map((name) => tag(xml, name));
    if (!answer.ok || !id || !secret || !token || !expiration)
      throw new StsError(`STS AssumeRole 失败：${answer.status} ${tag(xml, 'Code') ?? ''}`);
    return { accessKeyId: id, accessKeySecret: secret, securityToken: token, expiration };
  }

  return {
    provider: options.provider,
    bucket: options.bucket,
    policy,
    issue: (sessionName) => (options.provider === 'aliyun' ? aliyun(sessionName) : aws(sessionName)),
  };
}
