import { RETRIEVAL_LABEL } from '@app/contract';
import { ChatProviderError, type ChatPassage, type ChatProvider } from './chat-provider.ts';

/** Characters of Markdown syntax escaped in site text, so a title such as 'A*B [v2]' stays text. */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[\\`*_{}[\]()#+\-!|<>~]/g, (c) => `\\${c}`)
      // '4. 插件在哪里下载？' at a line start would become a list numbered from 1.
      .replace(/^(\s*\d+)([.)])/gm, '$1\\$2')
  );
}

/** Where members find more when the site has nothing on their question. */
const HELP_LINK = '[常见问题](/help?type=question)';

/** The no-match answer of the embedded default (the slice gives the charge back for it). */
export const NOTHING_FOUND = `站内资料中没有找到与这个问题相关的内容。可以换个说法或关键词再问一次，也可以查看${HELP_LINK}或联系客服。`;

/** One numbered source: its title as a link, what kind of page it is, and the passage quoted. */
export function passageMarkdown(passage: ChatPassage, n: number): string {
  const quote = escapeMarkdown(passage.text)
    .split(/\n+/)
    .map((line) => `> ${line}`)
    .join('\n');
  return `**${n}. [${escapeMarkdown(passage.title)}](${passage.url})**（${passage.source}）\n\n${quote}\n\n`;
}

/**
 * The embedded default: no language model, so it answers with the site's own passages, each quoted under a
 * link to its page (the slice opens the answer with 站内资料检索（未接入大模型） and says the quotes are
 * the site's own text, found by search). It is honest about what it is;
 * it never writes text of its own beyond the frame.
 */
export function createRetrievalChatProvider(): ChatProvider {
  return {
    name: 'retrieval',
    label: RETRIEVAL_LABEL,
    model: null,
    async *answer(request) {
      if (request.signal.aborted) throw new ChatProviderError('canceled', 'the asker went away');
      if (!request.passages.length) {
        yield { type: 'text', text: NOTHING_FOUND };
        return;
      }
      for (const [i, passage] of request.passages.entries()) {
        if (request.signal.aborted) throw new ChatProviderError('canceled', 'the asker went away');
        yield { type: 'text', text: passageMarkdown(passage, i + 1) };
      }
    },
  };
}
