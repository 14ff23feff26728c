/** A message kept by the dev outbox (GET /api/dev/outbox, page /dev/outbox). */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: string;
}

export interface SmsSender {
  readonly kind: 'outbox' | 'aliyun';
  /** Sends a verification code; throws on provider failure. */
  sendCode(phone: string, code: string, scene: string): Promise<void>;
  /** Sends a member notice (what staff did) the member chose to get by SMS; throws on provider failure. */
  sendNotice(phone: string, title: string, text: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about (reset, verify); kept in the outbox for tests and the dev page. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
