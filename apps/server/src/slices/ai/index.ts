/**
 * The AI slice's public entry (002): its routes, and what chat and render (next issue) build on — the daily
 * free-use counter and the VIP settings.
 */
export { registerAiRoutes } from './routes.ts';
export { takeFreeUse, readDailyUsage, type UsageKind } from './daily-usage.ts';
export { readVipSettings, AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from './vip-settings.ts';
export * from './schema.ts';
export { failStaleChatQuestions } from './chat-billing.ts';
export { chatStaleMs } from './ask-chat.ts';
