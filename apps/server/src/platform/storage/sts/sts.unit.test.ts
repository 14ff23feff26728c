import { describe, expect, it } from 'vitest';
import { rpcSignature, rpcStringToSign, signRpcParams } from './aliyun-rpc-signature.ts';
import { stsIssuer } from './direct-upload.ts';
import { canonicalRequest, sigV4Signature, signingKey, stringToSign } from './sigv4.ts';

/**
 * Known-answer vectors for the two STS signatures. Every expected value was computed outside this code with
 * openssl (commands beside each), and the first vector of each is the providers' own documentation example.
 * The last test shows the vectors are sensitive: one byte changed in a canonical string changes the result.
 */

// AWS, "Create a signed AWS API request" (IAM ListUsers, 2015-08-30) — the documentation's example:
//   CR=$'GET\n/\nAction=ListUsers&Version=2010-05-08\ncontent-type:application/x-www-form-urlencoded; charset=utf-8\nhost:iam.amazonaws.com\nx-amz-date:20150830T123600Z\n\ncontent-type;host;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
//   H=$(printf '%s' "$CR" | openssl dgst -sha256 -r | cut -d' ' -f1)            # f536975d…7e1a59
//   k1=$(printf 20150830 | openssl dgst -sha256 -mac HMAC -macopt 'key:AWS4wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' -r | cut -d' ' -f1)
//   k2=$(printf us-east-1 | openssl dgst -sha256 -mac HMAC -macopt hexkey:$k1 -r | cut -d' ' -f1)
//   k3=$(printf iam | openssl dgst -sha256 -mac HMAC -macopt hexkey:$k2 -r | cut -d' ' -f1)
//   k4=$(printf aws4_request | openssl dgst -sha256 -mac HMAC -macopt hexkey:$k3 -r | cut -d' ' -f1)   # c4afb1cc…a4b9
//   printf '%s' $'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/iam/aws4_request\n'$H \
//     | openssl dgst -sha256 -mac HMAC -macopt hexkey:$k4 -r                     # 5d672d79…b2b5d7
const AWS_DOC = {
  request: {
    method: 'GET',
    host: 'iam.amazonaws.com',
    path: '/',
    query: { Version: '2010-05-08', Action: 'ListUsers' },
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
      'X-Amz-Date': '20150830T123600Z',
    },
    body: '',
  },
  scope: {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 'iam',
    amzDate: '20150830T123600Z',
  },
};

// Aliyun, "签名机制" (ECS DescribeRegions) — the documentation's example:
//   printf '%s' 'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26' \
//     | openssl dgst -sha1 -hmac 'testsecret&' -binary | base64                   # OLeaidS1JvxuMvnyHOwuJ+uX5qY=
const ALIYUN_DOC = {
  Timestamp: '2016-02-23T12:46:24Z',
  Format: 'XML',
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  Version: '2014-05-26',
  SignatureVersion: '1.0',
};

/** Captures the request a client sends and answers it like the provider's STS would. */
function capture(answer: { status: number; body: string }) {
  const seen: { url?: string; init?: RequestInit } = {};
  const fake = (async (url: URL | string, init?: RequestInit) => {
    seen.url = String(url);
    seen.init = init;
    return new Response(answer.body, { status: answer.status });
  }) as typeof fetch;
  return { seen, fake };
}

describe('AWS SigV4 (STS AssumeRole for S3-compatible storage)', () => {
  it('reproduces the documentation example: canonical request hash, signing key, signature', () => {
    const canonical = canonicalRequest(AWS_DOC.request);
    const toSign = stringToSign(canonical, AWS_DOC.scope);
    expect(toSign.split('\n')[3]).toBe('f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59');
    expect(signingKey({ ...AWS_DOC.scope, date: '20150830' }).toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
    expect(sigV4Signature(toSign, AWS_DOC.scope)).toBe(
      '5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  // The client's own AssumeRole, body exactly as sent (asserted below):
  //   printf '%s' "$BODY" | openssl dgst -sha256 -r                               # 6e62fd8e…2bdb62
  //   CR=$'POST\n/\n\ncontent-type:application/x-www-form-urlencoded; charset=utf-8\nhost:sts.amazonaws.com\nx-amz-date:20260102T030405Z\n\ncontent-type;host;x-amz-date\n'6e62fd8e8525b9ad3570ec288d509d424d0e6cbde113506968c08e0b3d2bdb62
  //   then as above with date 20260102, region us-east-1, service sts             # deec963d…0d2964
  it('signs the AssumeRole request with the session policy as the known answer says', async () => {
    const { seen, fake } = capture({
      status: 200,
      body: '<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>ASIATEMP</AccessKeyId><SecretAccessKey>tmpsecret</SecretAccessKey><SessionToken>tok+en/=</SessionToken><Expiration>2026-01-02T03:19:05Z</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>',
    });
    const issuer = stsIssuer({
      provider: 'aws',
      endpoint: 'https://sts.amazonaws.com',
      region: 'us-east-1',
      roleArn: 'arn:aws:iam::123456789012:role/uploader',
      accessKeyId: 'AKIDEXAMPLE',
      accessKeySecret: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      bucket: 'bucket-a',
      fetch: fake,
      now: () => new Date('2026-01-02T03:04:05.678Z'),
    });
    expect(await issuer.issue('member-42')).toEqual({
      accessKeyId: 'ASIATEMP',
      accessKeySecret: 'tmpsecret',
      securityToken: 'tok+en/=',
      expiration: '2026-01-02T03:19:05Z',
    });
    expect(seen.init?.body).toBe(
      'Action=AssumeRole&Version=2011-06-15&RoleArn=arn%3Aaws%3Aiam%3A%3A123456789012%3Arole%2Fuploader&RoleSessionName=member-42&DurationSeconds=900&Policy=%7B%22Version%22%3A%222012-10-17%22%2C%22Statement%22%3A%5B%7B%22Effect%22%3A%22Allow%22%2C%22Action%22%3A%5B%22s3%3APutObject%22%2C%22s3%3AListMultipartUploadParts%22%2C%22s3%3AAbortMultipartUpload%22%5D%2C%22Resource%22%3A%5B%22arn%3Aaws%3As3%3A%3A%3Abucket-a%2Fclients%2Fuploads%2F*%22%5D%7D%5D%7D',
    );
    expect((seen.init?.headers as Record<string, string>).authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260102/us-east-1/sts/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=deec963dc06bae30dc38312e0a7efb7de2a4590e1765e3c9560278ec350d2964',
    );
  });
});

describe('Aliyun RPC signature (STS AssumeRole for OSS)', () => {
  it('reproduces the documentation example', () => {
    const toSign = rpcStringToSign('GET', ALIYUN_DOC);
    expect(toSign).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(signRpcParams('GET', ALIYUN_DOC, 'testsecret').Signature).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  // The client's own AssumeRole: the string to sign built independently with Python's
  //   quote(k, safe='~') + '=' + quote(v, safe='~') over the sorted parameters, 'POST&%2F&' + quote(that, safe='~'),
  // then signed with: printf '%s' "$STRING" | openssl dgst -sha1 -hmac 'testsecret&' -binary | base64
  //                                                                                # q6cc0nakTk7fAJMWvAtySVP56q0=
  it('signs the AssumeRole request with the session policy as the known answer says', async () => {
    const { seen, fake } = capture({
      status: 200,
      body: JSON.stringify({
        Credentials: {
          AccessKeyId: 'STS.temp',
          AccessKeySecret: 'tmpsecret',
          SecurityToken: 'CAIS…',
          Expiration: '2026-01-02T03:19:05Z',
        },
      }),
    });
    const issuer = stsIssuer({
      provider: 'aliyun',
      endpoint: 'https://sts.cn-beijing.aliyuncs.com',
      region: 'unused',
      roleArn: 'acs:ram::1234567890123456:role/uploader',
      accessKeyId: 'testid',
      accessKeySecret: 'testsecret',
      bucket: 'bucket-a',
      fetch: fake,
      now: () => new Date('2026-01-02T03:04:05.678Z'),
      nonce: () => '0b5e5a8e-2b1c-4c1f-9d0e-7a4c2f3e1d00',
    });
    expect((await issuer.issue('member-42')).accessKeyId).toBe('STS.temp');
    const sent = new URLSearchParams(String(seen.init?.body));
    expect(sent.get('Policy')).toBe(
      '{"Version":"1","Statement":[{"Effect":"Allow","Action":["oss:PutObject","oss:ListParts","oss:AbortMultipartUpload"],"Resource":["acs:oss:*:*:bucket-a/clients/uploads/*"]}]}',
    );
    expect(sent.get('DurationSeconds')).toBe('900');
    expect(sent.get('Signature')).toBe('q6cc0nakTk7fAJMWvAtySVP56q0=');
  });

  it('refuses an STS error instead of answering empty credentials', async () => {
    const { fake } = capture({ status: 403, body: JSON.stringify({ Code: 'NoPermission' }) });
    const issuer = stsIssuer({
      provider: 'aliyun',
      endpoint: 'https://sts.cn-beijing.aliyuncs.com',
      region: 'unused',
      roleArn: 'acs:ram::1:role/x',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      bucket: 'b',
      fetch: fake,
    });
    await expect(issuer.issue('member-1')).rejects.toThrow('STS AssumeRole 失败：403 NoPermission');
  });
});

describe('the vectors catch a changed byte', () => {
  it('one byte changed in either canonical string gives another signature', () => {
    const canonical = canonicalRequest(AWS_DOC.request);
    const changed = canonical.replace('ListUsers', 'ListUsera');
    expect(sigV4Signature(stringToSign(changed, AWS_DOC.scope), AWS_DOC.scope)).not.toBe(
      '5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    const toSign = rpcStringToSign('GET', ALIYUN_DOC);
    expect(rpcSignature(toSign.replace('%2F', '%2f'), 'testsecret')).not.toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});
