import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { aliyunSmsSender } from './aliyun-sms.ts';
import type { Mailer, SmsSender } from './messaging.ts';
import { outboxMailer, outboxSmsSender } from './outbox.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** SMS_DRIVER=outbox (default, dev outbox table) or aliyun. config.ts checks the aliyun keys exist. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  if (config.SMS_DRIVER === 'aliyun') {
    return aliyunSmsSender({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: config.ALIYUN_SMS_SIGN_NAME!,
      templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      noticeTemplateCode: config.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  return outboxSmsSender(db);
}

/** MAIL_DRIVER=outbox (default) or smtp (SMTP_URL). */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.MAIL_DRIVER === 'smtp') return smtpMailer({ url: config.SMTP_URL!, from: config.MAIL_FROM });
  return outboxMailer(db);
}
