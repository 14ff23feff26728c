import { aiHotQuestions } from '../slices/ai/schema.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Demo hot questions (002 §2 热门提问), 14 so that '换一批' shows (9 per batch). Each is answerable from the
 * demo site's own pages (help pages, courses, plugins, AI news), so 站内资料检索 has something to quote.
 */
export const DEMO_HOT_QUESTIONS = [
  '如何购买课程？',
  '光子不足怎么办？',
  '插件在哪里下载？',
  '可以开发票吗？',
  '忘记密码怎么办？',
  'Grasshopper 零基础怎么入门？',
  '参数化幕墙设计要学哪些课程？',
  '有哪些网格优化插件？',
  '负面提示词有什么作用？',
  '参考图权重怎么调？',
  '开通 VIP 有什么权益？',
  '为什么有的课时无法播放？',
  '幕墙行业有哪些发展趋势？',
  'AI 渲染插件支持哪些软件？',
] as const;

export async function insertDemoHotQuestions({ db }: SeedContext): Promise<void> {
  await db.insert(aiHotQuestions).values(DEMO_HOT_QUESTIONS.map((title, i) => ({ title, sort: i + 1 })));
}
