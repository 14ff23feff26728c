import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC-style API signature (SignatureVersion 1.0, HMAC-SHA1), used by STS AssumeRole: the
 * parameters sorted by name, each name and value percent-encoded (RFC 3986, space as %20, `~` kept), joined
 * with `&`, then `METHOD&%2F&` + the encoding of that whole string; the key is the secret followed by `&`.
 * Checked against the documentation's example in sts.unit.test.ts.
 */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');

export const rpcStringToSign = (method: string, params: Record<string, string>) =>
  `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;

export const rpcSignature = (toSign: string, accessKeySecret: string) =>
  createHmac('sha1', `${accessKeySecret}&`).update(toSign, 'utf8').digest('base64');

/** The parameters with their Signature added. */
export function signRpcParams(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): Record<string, string> {
  return { ...params, Signature: rpcSignature(rpcStringToSign(method, params), accessKeySecret) };
}
