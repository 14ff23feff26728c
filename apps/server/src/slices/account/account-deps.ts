import type { AppContext } from '../../app-context.ts';
import type { Counters } from '../../platform/counters/counters.ts';
import type { Mailer, SmsSender } from '../../platform/messaging/messaging.ts';

/** What the account domain functions need besides the database; built from the app context by routes. */
export interface AccountDeps {
  /** APP_SECRET: HMAC key for codes, e-mail links and social state. */
  secret: string;
  /** Absolute base of links sent by mail. */
  publicUrl: string;
  counters: Counters;
  sms: SmsSender;
  mail: Mailer;
  log: AppContext['log'];
}

export function accountDeps(ctx: AppContext): AccountDeps {
  return {
    secret: ctx.config.APP_SECRET,
    publicUrl: ctx.config.PUBLIC_URL,
    counters: ctx.services.counters,
    sms: ctx.services.sms,
    mail: ctx.services.mail,
    log: ctx.log,
  };
}
