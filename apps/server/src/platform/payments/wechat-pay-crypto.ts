import { createCipheriv, createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The cryptography of WeChat Pay API v3:
 * - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 ...`, an RSA-SHA256 signature (merchant key)
 *   over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`;
 * - answers and notifies carry Wechatpay-Timestamp/-Nonce/-Signature/-Serial, an RSA-SHA256 signature
 *   (platform key) over `TIMESTAMP\nNONCE\nBODY\n`;
 * - a notify's resource is AES-256-GCM encrypted with the APIv3 key (nonce and associated_data in clear).
 */

export function requestSignatureMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function authorizationHeader(input: {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}): string {
  const timestamp = input.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? randomBytes(16).toString('hex').toUpperCase();
  const message = requestSignatureMessage(input.method, input.pathWithQuery, timestamp, nonce, input.body);
  const signature = sign('sha256', Buffer.from(message), input.privateKey).toString('base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`;
}

/** Reads the fields of an Authorization header back (the fake server in tests checks them). */
export function parseAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!match) return null;
  return Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

export function responseSignatureMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** Signs an answer or notify as the platform does (tests and the local fake use it). */
export function signAsPlatform(
  privateKey: KeyObject,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return sign('sha256', Buffer.from(responseSignatureMessage(timestamp, nonce, body)), privateKey).toString(
    'base64',
  );
}

/** Verifies the platform's signature; false for any malformed input. */
export function verifyPlatformSignature(
  publicKey: KeyObject,
  timestamp: string,
  nonce: string,
  body: string,
  signature: string,
): boolean {
  if (!timestamp || !nonce || !signature) return false;
  try {
    return verify(
      'sha256',
      Buffer.from(responseSignatureMessage(timestamp, nonce, body)),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

/** AES-256-GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag. Throws when it fails. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** The platform side of decryptResource (tests and the local fake use it). */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData = 'transaction',
): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    nonce,
    associated_data: associatedData,
    original_type: 'transaction',
  };
}
