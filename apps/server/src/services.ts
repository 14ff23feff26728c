import type { Services } from './app-context.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createChatProvider } from './platform/ai/create-chat-provider.ts';
import { createCounters } from './platform/counters/create-counters.ts';
import { createMailer, createSmsSender } from './platform/messaging/create-messaging.ts';
import { createSocialProviders } from './platform/social/create-social.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { createRenderProvider } from './platform/ai/create-render-provider.ts';

/** Picks each outside service's adapter from configuration (production adapter or embedded default). */
export function createServices(config: Config, db: Db): Services {
  return {
    storage: createStorage(config),
    sms: createSmsSender(config, db),
    mail: createMailer(config, db),
    counters: createCounters(config, db),
    social: createSocialProviders(config, db),
    chat: createChatProvider(config),
    render: createRenderProvider(config),
  };
}
