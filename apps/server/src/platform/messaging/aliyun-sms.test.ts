// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { aliyunSmsSender, signAliyunRpc } from './aliyun-sms.ts';

describe('Aliyun RPC signature', () => {
  it('matches the worked example of Aliyun’s signature documentation', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(signAliyunRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});

/** A fake Dysmsapi: verifies the signature like Aliyun does and answers like Aliyun does. */
let server: Server;
let endpoint: string;
const received: Record<string, string>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push(form);
      const { Signature, ...signed } = form;
      const answer = (body: object, status = 200) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (
        req.method !== 'POST' ||
        !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      )
        return answer({ Code: 'MissingParameter', Message: 'bad request' }, 400);
      if (signed.AccessKeyId !== 'key-id')
        return answer(
          { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' },
          404,
        );
      if (Signature !== signAliyunRpc('POST', signed, 'key-secret'))
        return answer(
          {
            Code: 'SignatureDoesNotMatch',
            Message: 'Specified signature is not matched with our calculation.',
          },
          400,
        );
      if (signed.PhoneNumbers === '13900000000')
        return answer({
          Code: 'isv.BUSINESS_LIMIT_CONTROL',
          Message: '触发小时级流控Permits:5',
          RequestId: 'r2',
        });
      return answer({ Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sender = (overrides: Partial<Parameters<typeof aliyunSmsSender>[0]> = {}) =>
  aliyunSmsSender({
    accessKeyId: 'key-id',
    accessKeySecret: 'key-secret',
    signName: '光子设计',
    templateCode: 'SMS_123',
    endpoint,
    ...overrides,
  });

describe('Aliyun SMS sender (against a fake Dysmsapi)', () => {
  it('sends a correctly signed SendSms with the sign name, template and code', async () => {
    await sender().sendCode('13800000000', '123456', 'login');
    const form = received.at(-1)!;
    expect(form).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Format: 'JSON',
      PhoneNumbers: '13800000000',
      SignName: '光子设计',
      TemplateCode: 'SMS_123',
    });
    expect(JSON.parse(form.TemplateParam!)).toEqual({ code: '123456' });
    expect(form.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('uses a fresh nonce per request', async () => {
    await sender().sendCode('13800000000', '111111', 'login');
    await sender().sendCode('13800000000', '222222', 'login');
    expect(received.at(-1)!.SignatureNonce).not.toBe(received.at(-2)!.SignatureNonce);
  });

  it('throws the provider message when the answer is not OK', async () => {
    await expect(sender().sendCode('13900000000', '123456', 'login')).rejects.toThrow(
      '短信发送失败：触发小时级流控Permits:5（isv.BUSINESS_LIMIT_CONTROL）',
    );
    await expect(sender({ accessKeySecret: 'wrong' }).sendCode('13800000000', '1', 'login')).rejects.toThrow(
      'SignatureDoesNotMatch',
    );
    await expect(
      sender({ accessKeyId: 'nobody' }).sendCode('13800000000', '1', 'login'),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('throws when the service cannot be reached', async () => {
    await expect(
      sender({ endpoint: 'http://127.0.0.1:1/' }).sendCode('13800000000', '1', 'login'),
    ).rejects.toThrow('短信发送失败：无法连接服务');
  });
});
