import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devOutbox } from '../schema.ts';
import type { Mailer, OutboxMessage, SmsSender } from './messaging.ts';

/** Dev SMS: writes the code to the outbox instead of a phone (labelled as such in its body). */
export function outboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async sendCode(phone, code, scene) {
      await db.insert(devOutbox).values({
        channel: 'sms',
        to: phone,
        subject: `验证码（${scene}）`,
        body: `【开发发件箱，未真实发送】您的验证码为 ${code}，5 分钟内有效。`,
        code,
      });
    },
    async sendNotice(phone, title, text) {
      await db.insert(devOutbox).values({
        channel: 'sms',
        to: phone,
        subject: title,
        body: `【开发发件箱，未真实发送】${text}`,
      });
    },
  };
}

/** Dev e-mail: keeps the message in the outbox. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(devOutbox).values({
        channel: 'email',
        to: message.to.toLowerCase(),
        subject: message.subject,
        body: message.text,
        link: message.link ?? null,
      });
    },
  };
}

/** Newest first; `to` is a phone or an e-mail. */
export async function listOutbox(db: Db, to: string | undefined, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(to ? eq(devOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    channel: r.channel as 'sms' | 'email',
    to: r.to,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    created_at: r.createdAt.toISOString(),
  }));
}
