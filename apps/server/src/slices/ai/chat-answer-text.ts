import type { ChatPassage, ChatProvider } from '../../platform/ai/chat-provider.ts';
import { escapeMarkdown } from '../../platform/ai/chat-retrieval.ts';

/**
 * The frame around a provider's text, so every answer says who wrote it. 站内资料检索 opens with its label
 * (it is not a language model, and says so before anything else); a model's answer ends with the links of
 * the site passages it was given and a note that it is AI-generated (China's labelling rules for
 * AI-generated content ask for an explicit mark).
 */
export function answerHead(provider: Pick<ChatProvider, 'label' | 'model'>): string {
  return provider.model
    ? ''
    : `**${provider.label}**：以下内容摘自本站课程与帮助文档（站内检索，未连接AI模型），每段引文标明出处，不是 AI 生成的回答。\n\n`;
}

export function answerTail(provider: Pick<ChatProvider, 'label' | 'model'>, passages: ChatPassage[]): string {
  if (!provider.model) return '';
  const seen = new Set<string>();
  const links = passages
    .filter((p) => !seen.has(p.url) && seen.add(p.url))
    .map((p) => `- [${escapeMarkdown(p.title)}](${p.url})（${p.source}）`);
  const sources = links.length ? `\n\n**参考资料**\n\n${links.join('\n')}` : '';
  return `${sources}\n\n---\n\n*以上内容由${escapeMarkdown(provider.label)}生成，仅供参考。*`;
}
