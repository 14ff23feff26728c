import nodemailer from 'nodemailer';
import { ProviderError } from '../provider-error.ts';
import type { Mailer } from './messaging.ts';

/**
 * SMTP through nodemailer. SMTP_URL carries everything: smtp://user:pass@host:587 (STARTTLS when the
 * server offers it) or smtps://user:pass@host:465 (TLS from the start).
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        throw new ProviderError(`邮件发送失败：${(error as Error).message}`, 'smtp', error);
      }
    },
  };
}
