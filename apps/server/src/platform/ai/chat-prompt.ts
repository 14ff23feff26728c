import type { ChatPassage } from './chat-provider.ts';

/** What the model is told about itself and the site; passages follow as numbered context. */
const SYSTEM = [
  '你是「光子设计」网站的 AI 问答助手。光子设计面向建筑、幕墙与参数化设计从业者，提供视频课程、软件插件、设计素材和 AI 工具，站内货币为光子（1 光子 = 10 元）。',
  '请用简体中文回答，使用 Markdown，条理清楚、简洁。',
  '下面的「站内资料」来自本站页面。与问题相关时请优先依据它们回答，并用 [标题](链接) 的形式给出链接；链接只能使用资料中给出的。',
  '资料中没有的本站信息（课程、价格、政策、活动等）不要编造；资料不相关时可以用通用专业知识回答，并说明这不是站内资料。',
].join('\n');

/** Longest passage text handed to the model; the rest of a long page adds cost, not relevance. */
const PASSAGE_CHARS = 600;

/** The chat completion messages for one question: the system prompt with the site's passages, then the question. */
export function chatMessages(
  question: string,
  passages: ChatPassage[],
): { role: 'system' | 'user'; content: string }[] {
  const context = passages.length
    ? passages
        .map(
          (p, i) =>
            `[${i + 1}] ${p.source}「${p.title}」 链接：${p.url}\n${[...p.text].slice(0, PASSAGE_CHARS).join('')}`,
        )
        .join('\n\n')
    : '（没有找到相关的站内资料）';
  return [
    { role: 'system', content: `${SYSTEM}\n\n站内资料：\n${context}` },
    { role: 'user', content: question },
  ];
}
