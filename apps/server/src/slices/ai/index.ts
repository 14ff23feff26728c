/**
 * The AI slice's public entry (002): its routes, and what chat and render (next issue) build on — the daily
 * free-use counter and the VIP settings.
 */
export { registerAiRoutes } from './routes.ts';
export { takeFreeUse, readDailyUsage, type UsageKind } from './daily-usage.ts';
export { readVipSettings, AI_VIP_SETTING_KEY, DEFAULT_VIP_SETTINGS } from './vip-settings.ts';
export * from './schema.ts';
/** The back office gives VIP without 光子 by the purchase's term rule. */
export { grantVip, type VipChange } from './grant-vip.ts';
