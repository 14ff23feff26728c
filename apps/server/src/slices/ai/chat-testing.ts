/**
 * Fixtures of the AI chat API tests (not a test file itself): site pages the knowledge index can quote,
 * hot questions, and a reader for the streaming call's events.
 */
import { chinaDateKey, type ChatStreamEvent } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { SiteSettingKey, siteSettings } from '../../kernel/site-settings/index.ts';
import { categoryChain, insertCourse, insertNews, insertPlugin } from '../catalogue/testing.ts';
import { aiChatQuestions, aiHotQuestions } from './chat-schema.ts';
import { aiDailyUsage } from './schema.ts';

/** A course, a plugin, a news article and the FAQ help page; plus a draft course that must never be quoted. */
export async function insertChatPages(t: TestApp) {
  const [courseCate] = await categoryChain(t, 'course', ['问答测试课程分类']);
  const [plugCate] = await categoryChain(t, 'plug', ['问答测试插件分类']);
  const [newsCate] = await categoryChain(t, 'news', ['问答测试资讯分类']);
  const course = await insertCourse(t, courseCate!, {
    name: '参数化幕墙设计全流程',
    explain: '从表皮到下料，完整走一遍参数化幕墙流程。',
    intro: '<p>本课程讲解幕墙嵌板划分、平板化与下料编号。</p><p>适合有 Grasshopper 基础的学员。</p>',
  });
  const plugin = await insertPlugin(t, plugCate!, {
    name: 'MeshOpt 网格优化工具',
    explain: '一键修复破面、统一法线并按曲率优化网格密度。',
    intro: '<ul><li>破面与重叠面自动修复</li><li>按曲率自适应重划分</li></ul>',
  });
  const draft = await insertCourse(t, courseCate!, {
    name: '未发布的幕墙秘籍',
    explain: '草稿里的幕墙内容，不能被引用。',
    review: 'draft',
  });
  const article = await insertNews(t, newsCate!, {
    title: '幕墙行业发展趋势观察',
    description: '单元化率提升、低碳材料普及与数字化交付。',
    content: '<p>低碳要求正在改变幕墙材料选择。</p>',
  });
  await t.ctx.db
    .insert(siteSettings)
    .values({
      key: SiteSettingKey.configInfo,
      value: {
        question:
          '<h3>常见问题</h3><p><strong>可以开发票吗？</strong></p><p>可以。充值订单支付成功后，在个人中心「快速开票」页面申请电子发票。</p>',
      },
    })
    .onConflictDoNothing();
  return { course, plugin, draft, article };
}

export async function insertHotQuestions(t: TestApp, count: number) {
  await t.ctx.db
    .insert(aiHotQuestions)
    .values(Array.from({ length: count }, (_, i) => ({ title: `热门问题 ${i + 1}`, sort: i + 1 })));
}

export async function chatRows(t: TestApp, userId: number) {
  return t.ctx.db
    .select()
    .from(aiChatQuestions)
    .where(eq(aiChatQuestions.userId, userId))
    .orderBy(aiChatQuestions.id);
}

/** The events of a text/event-stream body, as the page reads them. */
export function sseEvents(body: string): ChatStreamEvent[] {
  return body
    .split(/\n\n/)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return event && data ? ({ event, data: JSON.parse(data) } as ChatStreamEvent) : null;
    })
    .filter((e): e is ChatStreamEvent => e !== null);
}

/** Marks today's free chats as all taken, so that the next question is paid in 光子. */
export async function useUpFreeChats(t: TestApp, userId: number, quota: number) {
  await t.ctx.db.insert(aiDailyUsage).values({ userId, day: chinaDateKey(new Date()), chat: quota });
}
