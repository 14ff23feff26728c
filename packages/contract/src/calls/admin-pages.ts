import { z } from 'zod';
import { defineCall } from '../call.ts';
import { requestBody } from '../fields.ts';
import { HELP_TABS, type HelpType } from '../constants.ts';
import { vipOffer, vipSettings } from './ai.ts';
import { configInfoData } from './catalogue.ts';
import { pageSettingsMessages, VIP_PRICE_MAX, VIP_QUOTA_MAX, VIP_TEXT_MAX } from '../plain/admin-pages.ts';

export * from '../plain/admin-pages.ts';

/**
 * The back office's page settings (docs/spec-decisions.md "Back office", editor and admin): the AI VIP page
 * (texts, plan prices in 光子, non-VIP daily free quotas; 002 §3) and the six help/about pages (000 §2.13).
 * Every save is audited.
 */

const vipText = z
  .string({ error: pageSettingsMessages.textRequired })
  .trim()
  .min(1, pageSettingsMessages.textRequired)
  .max(VIP_TEXT_MAX, pageSettingsMessages.textTooLong);
const vipPrice = z
  .number({ error: pageSettingsMessages.priceInvalid })
  .int(pageSettingsMessages.priceInvalid)
  .min(1, pageSettingsMessages.priceInvalid)
  .max(VIP_PRICE_MAX, pageSettingsMessages.priceInvalid);
const quota = z
  .number({ error: pageSettingsMessages.quotaInvalid })
  .int(pageSettingsMessages.quotaInvalid)
  .min(0, pageSettingsMessages.quotaInvalid)
  .max(VIP_QUOTA_MAX, pageSettingsMessages.quotaInvalid);

type VipShape = typeof vipSettings.shape;

/** Every field of vipSettings, with the rule its kind needs: texts, prices, quotas. */
const vipInputShape = Object.fromEntries(
  Object.keys(vipSettings.shape).map((key) => [
    key,
    key.startsWith('vip_price') ? vipPrice : key.startsWith('free_') ? quota : vipText,
  ]),
) as {
  [K in keyof VipShape]: VipShape[K] extends z.ZodNumber ? typeof vipPrice : typeof vipText;
};

export const vipSettingsInput = requestBody(vipInputShape).refine(
  (v) => new Set([v.vip_price1, v.vip_price2, v.vip_price3, v.vip_price4]).size === 4,
  { message: pageSettingsMessages.pricesDistinct, path: ['vip_price4'] },
);

/** The six pages of /help and /about (000 §2.13), keyed as GET /api/config/info answers them. */
const helpPageKeys = HELP_TABS.map((p) => p.type) as [HelpType, ...HelpType[]];

export const adminPageCalls = {
  vipSettings: defineCall({
    method: 'GET',
    path: '/api/admin/vip-settings',
    summary:
      'AI VIP 页面设置（文案、四个套餐的光子价格、非会员每日免费次数）；offer：已接入的 AI 后端、是否出售及原因',
    tag: 'admin',
    auth: 'staff',
    data: vipSettings.extend({ offer: vipOffer }),
  }),
  saveVipSettings: defineCall({
    method: 'POST',
    path: '/api/admin/vip-settings',
    summary: '保存 VIP 页面设置（整组；价格为互不相同的正整数光子；已支付的订单保持原价）',
    tag: 'admin',
    auth: 'staff',
    body: vipSettingsInput,
    data: vipSettings,
  }),
  helpPages: defineCall({
    method: 'GET',
    path: '/api/admin/help-pages',
    summary: '帮助与关于页面的 HTML（六个页面，已清洗）',
    tag: 'admin',
    auth: 'staff',
    data: configInfoData,
  }),
  saveHelpPage: defineCall({
    method: 'POST',
    path: '/api/admin/help-pages/:page',
    summary: '保存一个帮助页面（富文本，按站内白名单清洗）',
    tag: 'admin',
    auth: 'staff',
    params: z.object({ page: z.enum(helpPageKeys, { error: pageSettingsMessages.pageInvalid }) }),
    body: requestBody({
      content: z
        .string({ error: pageSettingsMessages.pageContentRequired })
        .trim()
        .min(1, pageSettingsMessages.pageContentRequired)
        .max(100_000, pageSettingsMessages.pageContentTooLong),
    }),
    data: configInfoData,
  }),
};

export type VipSettingsInput = z.infer<typeof vipSettingsInput>;
