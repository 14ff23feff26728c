import { createHmac, randomUUID } from 'node:crypto';
import { ProviderError, providerFetch, providerJson } from '../provider-error.ts';
import type { SmsSender } from './messaging.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /**
   * The template of member notices (variables ${title} and ${content}); without one, a member's SMS notice
   * fails in its job (logged and retried), and the site still tells them in 消息回复.
   */
  noticeTemplateCode?: string;
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

/** Aliyun Dysms SendSms (API version 2017-05-25): the code template (${code}) and the notice template. */
export function aliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const endpoint = options.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
  const now = options.now ?? (() => new Date());
  return {
    kind: 'aliyun',
    sendCode: (phone, code) => send(phone, options.templateCode, { code }),
    async sendNotice(phone, title, text) {
      if (!options.noticeTemplateCode)
        throw new ProviderError(
          '短信发送失败：未配置通知短信模板（ALIYUN_SMS_NOTICE_TEMPLATE_CODE）',
          'aliyun-sms',
        );
      await send(phone, options.noticeTemplateCode, { title, content: text });
    },
  };

  /** One SendSms call with a template and its variables; throws unless the provider answers OK. */
  async function send(phone: string, templateCode: string, variables: Record<string, string>) {
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
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(variables),
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
  }
}
