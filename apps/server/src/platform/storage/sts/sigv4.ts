import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header form), written out so that each step can be checked against the
 * documentation's worked example (sts.unit.test.ts): canonical request → string to sign → signing key →
 * signature. Used for STS AssumeRole against AWS or an S3-compatible service's STS (MinIO, Ceph, COS).
 */
export interface SigV4Request {
  method: string;
  host: string;
  path: string;
  /** Query parameters, unencoded. */
  query: Record<string, string>;
  /** Headers to sign (names in any case); host is added. */
  headers: Record<string, string>;
  body: string;
}

export interface SigV4Scope {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  /** The request time, as `YYYYMMDDTHHMMSSZ`. */
  amzDate: string;
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX (upper case). */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const toAmzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function headerList(request: SigV4Request) {
  const all: Record<string, string> = { host: request.host };
  for (const [name, value] of Object.entries(request.headers))
    all[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(all).sort();
  return { names, lines: names.map((n) => `${n}:${all[n]}\n`).join('') };
}

export function canonicalRequest(request: SigV4Request): string {
  const query = Object.entries(request.query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const { names, lines } = headerList(request);
  return [request.method, request.path, query, lines, names.join(';'), sha256Hex(request.body)].join('\n');
}

export function stringToSign(canonical: string, scope: SigV4Scope): string {
  const date = scope.amzDate.slice(0, 8);
  return [
    'AWS4-HMAC-SHA256',
    scope.amzDate,
    `${date}/${scope.region}/${scope.service}/aws4_request`,
    sha256Hex(canonical),
  ].join('\n');
}

export function signingKey(scope: Omit<SigV4Scope, 'accessKeyId' | 'amzDate'> & { date: string }): Buffer {
  const kDate = hmac(`AWS4${scope.secretAccessKey}`, scope.date);
  return hmac(hmac(hmac(kDate, scope.region), scope.service), 'aws4_request');
}

/** The signature of a string to sign (hex). */
export const sigV4Signature = (toSign: string, scope: SigV4Scope) =>
  createHmac('sha256', signingKey({ ...scope, date: scope.amzDate.slice(0, 8) }))
    .update(toSign, 'utf8')
    .digest('hex');

/** The Authorization header value for the request (its x-amz-date header must equal scope.amzDate). */
export function authorizationHeader(request: SigV4Request, scope: SigV4Scope): string {
  const canonical = canonicalRequest(request);
  const signature = sigV4Signature(stringToSign(canonical, scope), scope);
  const credential = `${scope.accessKeyId}/${scope.amzDate.slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
  return `AWS4-HMAC-SHA256 Credential=${credential}, SignedHeaders=${headerList(request).names.join(';')}, Signature=${signature}`;
}
