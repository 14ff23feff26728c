import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ChatProvider } from './platform/ai/chat-provider.ts';
import type { Counters } from './platform/counters/counters.ts';
import type { Mailer, SmsSender } from './platform/messaging/messaging.ts';
import type { ObjectStorage } from './platform/storage/storage.ts';
import type { SocialProviders } from './platform/social/social.ts';
import type { RenderProvider } from './platform/ai/render-provider.ts';

/** The member behind a request's bearer token. */
export interface SessionUser {
  id: number;
  sessionId: number;
}

export interface SessionResolver {
  userFromRequest(request: FastifyRequest): Promise<SessionUser | null>;
}

/** Outside services, each behind an interface with a production adapter and an embedded default. */
export interface Services {
  storage: ObjectStorage;
  sms: SmsSender;
  mail: Mailer;
  counters: Counters;
  social: SocialProviders;
  /** AI chat answers: an OpenAI-compatible model, or the embedded 站内资料检索. */
  chat: ChatProvider;
  /** AI smart render's backend: AUTOMATIC1111/Forge, ComfyUI, or the embedded 预览（非AI生成）. */
  render: RenderProvider;
}

/** Everything a route or worker needs; built once in main.ts (or per test) and decorated on the app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  services: Services;
  sessions: SessionResolver;
  log: FastifyBaseLogger;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
> & {
  ctx: AppContext;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
