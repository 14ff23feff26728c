import { chatFailureMessage, RETRIEVAL_LABEL } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown, passageMarkdown } from '../../platform/ai/chat-retrieval.ts';
import { answerHead, answerTail } from './chat-answer-text.ts';
import { answerHtml } from './chat-markdown.ts';
import { MAX_PASSAGE, quoteSentences, snippet, splitPassages } from './chat-passages.ts';
import { queryTerms, tokenize } from './chat-tokenize.ts';

describe('tokenize (Chinese word segmentation for the chat index)', () => {
  it('keeps character pairs of Han runs (domain words ICU lacks), whole longer words, Latin words lower-cased', () => {
    const terms = tokenize('如何安装渲染插件？SketchUp 2024');
    expect(terms).toContain('插件');
    expect(terms).toContain('渲染');
    expect(terms).toContain('安装');
    expect(terms).toContain('sketchup');
    expect(terms).toContain('2024');
    // Question words say nothing about the topic; single characters are too common.
    expect(terms).not.toContain('如何');
    expect(terms).not.toContain('插');
  });

  it('gives each term of a question once', () => {
    expect(queryTerms('插件插件')).toEqual(['插件', '件插']);
  });
});

describe('splitPassages', () => {
  it('splits at block ends, joins a short question to its answer and drops tags', () => {
    const html =
      '<h3>常见问题</h3><p><strong>1. 如何购买课程？</strong></p><p>在课程页面点击「加入学习」，确认订单后使用光子支付即可。免费课程可以直接加入学习。</p>';
    const passages = splitPassages(html);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toBe(
      '常见问题 1. 如何购买课程？ 在课程页面点击「加入学习」，确认订单后使用光子支付即可。免费课程可以直接加入学习。',
    );
  });

  it('cuts a long paragraph at sentence ends, never over the limit', () => {
    const sentence = '参数化幕墙设计需要先确定表皮的几何逻辑再进行嵌板划分。';
    const passages = splitPassages(`<p>${sentence.repeat(30)}</p>`);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) {
      expect([...p].length).toBeLessThanOrEqual(MAX_PASSAGE);
      expect(p.endsWith('。')).toBe(true);
    }
  });
});

describe('snippet', () => {
  const text = `${'开头的内容与问题无关。'.repeat(20)}插件下载后在详情页点击「下载」即可获取安装包。${'结尾的内容也无关。'.repeat(20)}`;

  it('quotes a window starting at the sentence with the first matched term, marking cuts with …', () => {
    const quoted = snippet(text, ['下载'], 60);
    expect(quoted.startsWith('…插件下载后')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
    expect([...quoted].length).toBe(62);
  });

  it('keeps a short passage whole and starts at the beginning without a match', () => {
    expect(snippet('短文本', ['x'])).toBe('短文本');
    expect(snippet(text, ['不存在'], 20).startsWith('开头的内容')).toBe(true);
  });
});

describe('quoteSentences', () => {
  const text =
    '课程先讲界面。嵌板划分用 PanelDivider 完成。随后讲渲染出图。平板化检测嵌板的翘曲值。最后是答疑。';

  it('quotes the sentences holding the terms, in order, marking what was left out with …', () => {
    expect(quoteSentences(text, ['嵌板'], 160)).toBe(
      '…嵌板划分用 PanelDivider 完成。…平板化检测嵌板的翘曲值。…',
    );
  });

  it('takes the sentences holding more terms first when not all fit', () => {
    expect(quoteSentences(text, ['嵌板', '翘曲'], 14)).toBe('…平板化检测嵌板的翘曲值。…');
  });

  it('falls back to the opening window when no sentence holds a term', () => {
    expect(quoteSentences(text, ['不存在'], 160)).toBe(text);
  });
});

describe('answerHtml (Markdown, sanitised)', () => {
  it('renders Markdown; links open a new tab; HTML inside the Markdown stays text', () => {
    const html = answerHtml(
      '**加粗**\n\n- [课程](/coursepage/3)\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).toContain('<a href="/coursepage/3" target="_blank" rel="noopener noreferrer">课程</a>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops javascript: links and images', () => {
    const html = answerHtml('[点我](javascript:alert(1)) ![图](https://evil.example/x.png)');
    expect(html).not.toContain('javascript');
    expect(html).not.toContain('<img');
    expect(html).toContain('点我');
  });
});

describe('answer frame and passages', () => {
  const passage = { title: 'A*B [v2]', url: '/plug/2', source: '插件', text: '第一行\n第二行 <b>' };

  it('escapes Markdown in site text and quotes the passage under its link', () => {
    expect(escapeMarkdown('A*B [v2]')).toBe('A\\*B \\[v2\\]');
    const md = passageMarkdown(passage, 1);
    expect(md).toBe('**1. [A\\*B \\[v2\\]](/plug/2)**（插件）\n\n> 第一行\n> 第二行 \\<b\\>\n\n');
    expect(answerHtml(md)).toContain(
      '<a href="/plug/2" target="_blank" rel="noopener noreferrer">A*B [v2]</a>',
    );
  });

  it('labels 站内资料检索 first; a model answer ends with its sources and an AI-generated note', () => {
    const retrieval = { label: RETRIEVAL_LABEL, model: null };
    expect(answerHead(retrieval)).toContain(RETRIEVAL_LABEL);
    expect(answerTail(retrieval, [passage])).toBe('');
    const model = { label: 'AI 大模型（qwen）', model: 'qwen' };
    expect(answerHead(model)).toBe('');
    const tail = answerTail(model, [passage, passage]);
    expect(tail.match(/\/plug\/2/g)).toHaveLength(1);
    expect(tail).toContain('以上内容由AI 大模型（qwen）生成，仅供参考');
  });

  it('says why an answer failed and what went back', () => {
    expect(chatFailureMessage('timeout', 'photons')).toBe(
      'AI 服务响应超时，请稍后再试，本次消耗的光子已退回',
    );
    expect(chatFailureMessage('interrupted', 'free')).toBe('AI 回答中断，请重试，本次免费次数已退回');
    expect(chatFailureMessage('unavailable', 'vip')).toBe('AI 服务暂时不可用，请稍后再试');
    expect(chatFailureMessage('unavailable', null)).toBe('AI 服务暂时不可用，请稍后再试');
  });
});

describe('escapeMarkdown', () => {
  it('keeps a leading number as text, not a list renumbered from 1', () => {
    expect(escapeMarkdown('4. 插件在哪里下载？')).toBe('4\\. 插件在哪里下载？');
    expect(answerHtml(`> ${escapeMarkdown('4. 插件在哪里下载？')}`)).toContain('4. 插件在哪里下载？');
    expect(answerHtml(`> ${escapeMarkdown('4. 插件在哪里下载？')}`)).not.toContain('<ol');
  });
});
