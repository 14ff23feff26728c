import { createHmac, randomUUID } from 'node:crypto';
import { ProviderError, providerFetch, providerJson } from '../provider-error.ts';
import type { SmsSender } from './messaging.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com/ in production; tests point it at a local fake. */
  endpoint?: string;
  now?: () => Date;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it (encodeURIComponent leaves !'()* alone). */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Aliyun RPC signature v1: HMAC-SHA1 with key `secret&` over
 * `METHOD&%2F&percentEncode(sorted, encoded query)`, base64.
 */
export function signAliyunRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/** Aliyun Dysms SendSms (API version 2017-05-25): one template whose only variable is ${code}. */
export function aliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const endpoint = options.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  const now = options.now ?? (() => new Date());
  return {
    kind: 'aliyun',
    async sendCode(phone, code) {
      const params: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: phone,
        SignName: options.signName,
        TemplateCode: options.templateCode,
        TemplateParam: JSON.stringify({ code }),
      };
      const body = new URLSearchParams({
        ...params,
        Signature: signAliyunRpc('POST', params, options.accessKeySecret),
      });
      const response = await providerFetch('aliyun-sms', '短信发送失败', endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      const answer = await providerJson<SendSmsAnswer>('aliyun-sms', '短信发送失败', response);
      if (answer.Code !== 'OK') {
        throw new ProviderError(
          `短信发送失败：${answer.Message ?? '未知错误'}（${answer.Code ?? `HTTP ${response.status}`}）`,
          'aliyun-sms',
          answer,
        );
      }
    },
  };
}
