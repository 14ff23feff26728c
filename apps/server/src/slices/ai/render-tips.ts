import { DEFAULT_RENDER_TIPS, RENDER_TIP_KEYS, type RenderTips } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting } from '../../kernel/site-settings/index.ts';

/** The site_settings row operators edit to change the render page's field tips. */
export const RENDER_TIPS_SETTING_KEY = 'ai_render_tips';

/**
 * GET /static/tip.json (002 §2, §7): the eight tips by key, each {title, content}. A key operators left out or
 * wrote wrongly answers its default, so the file always has every key.
 */
export async function readRenderTips(db: DbOrTx): Promise<RenderTips> {
  const stored = await readSiteSetting<unknown>(db, RENDER_TIPS_SETTING_KEY, {});
  const tips = { ...DEFAULT_RENDER_TIPS };
  if (stored && typeof stored === 'object')
    for (const key of RENDER_TIP_KEYS) {
      const tip = (stored as Record<string, unknown>)[key] as
        { title?: unknown; content?: unknown } | undefined;
      if (tip && typeof tip.title === 'string' && typeof tip.content === 'string')
        tips[key] = { title: tip.title, content: tip.content };
    }
  return tips;
}
