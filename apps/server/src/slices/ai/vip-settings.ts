import { VIP_PLANS, vipSettings, type VipPlanNo, type VipSettings } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting } from '../../kernel/site-settings/index.ts';

/** The site_settings row operators edit: the VIP page texts, plan prices (光子) and daily free quotas. */
export const AI_VIP_SETTING_KEY = 'ai_vip_setting';

/** What a fresh install answers before operators write the setting: a usable page, not an empty one. */
export const DEFAULT_VIP_SETTINGS: VipSettings = {
  title_pre: '开通',
  title_suff: 'VIP会员',
  title_sub1: 'AI问答不限次数',
  title_sub2: 'AI智能渲染免光子',
  title_sub3: '生图加速',
  vip_price1: 30,
  vip_price2: 80,
  vip_price3: 288,
  vip_price4: 998,
  vip1_sub: '适合短期项目',
  vip2_sub: '适合阶段性使用',
  vip3_sub: '全年畅享',
  vip4_sub: '一次开通，永久有效',
  vip1_suff1: 'AI问答免光子',
  vip1_suff2: 'AI渲染免光子',
  vip1_suff3: '2倍速生图',
  vip1_suff4: '有效期 1 个月',
  vip2_suff1: 'AI问答免光子',
  vip2_suff2: 'AI渲染免光子',
  vip2_suff3: '2倍速生图',
  vip2_suff4: '有效期 3 个月',
  vip3_suff1: 'AI问答免光子',
  vip3_suff2: 'AI渲染免光子',
  vip3_suff3: '2倍速生图',
  vip3_suff4: '有效期 12 个月',
  vip4_suff1: 'AI问答免光子',
  vip4_suff2: 'AI渲染免光子',
  vip4_suff3: '2倍速生图',
  vip4_suff4: '永久有效',
  bottom_title_pre: '会员',
  bottom_title_suff: '专属权益',
  title_tag1: '不限次问答',
  title_tag2: '免费渲染',
  title_tag3: '生图加速',
  title_tag4: '高清出图',
  title_tag5: '插件下载',
  title_tag6: '专属客服',
  free_chat: 5,
  free_img: 3,
};

/**
 * The settings as stored, each field falling back to its default when operators left it out or wrote a
 * value of the wrong type (a broken row must not take the VIP page or purchases down).
 */
export async function readVipSettings(db: DbOrTx): Promise<VipSettings> {
  const stored = await readSiteSetting<unknown>(db, AI_VIP_SETTING_KEY, {});
  const merged: Record<string, unknown> = { ...DEFAULT_VIP_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      const field = vipSettings.shape[key as keyof VipSettings];
      if (field && field.safeParse(value).success) merged[key] = value;
    }
  }
  return vipSettings.parse(merged);
}

/** The plan whose price is this many 光子 (hundredths compared), or null. The cheapest-numbered plan wins a tie. */
export function planByPrice(settings: VipSettings, priceCents: number) {
  for (const plan of VIP_PLANS) {
    const price = settings[`vip_price${plan.plan as VipPlanNo}`];
    if (Math.round(price * 100) === priceCents) return { ...plan, priceCents };
  }
  return null;
}
