import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer, SmsSender } from './messaging.ts';
import { outboxMailer, outboxSmsSender } from './outbox.ts';

export function createSmsSender(config: Config, db: Db): SmsSender {
  void config;
  return outboxSmsSender(db);
}

export function createMailer(config: Config, db: Db): Mailer {
  void config;
  return outboxMailer(db);
}
