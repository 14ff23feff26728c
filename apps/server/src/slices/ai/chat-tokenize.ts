/**
 * Chinese-aware terms for the chat knowledge index. ICU's word segmentation (Intl.Segmenter) knows common
 * words but splits domain words it lacks (插件 → 插|件), so every run of Han characters also gives its
 * character pairs: 2-character words are always such a pair, longer ICU words are added whole, single Han
 * characters are dropped (too common to tell passages apart). Latin words and numbers are kept lower-cased.
 */
const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;

/** Question words and fillers that match everything and say nothing about the topic. */
const STOP = new Set([
  '什么',
  '怎么',
  '怎样',
  '如何',
  '哪些',
  '哪里',
  '哪个',
  '可以',
  '能否',
  '是否',
  '我们',
  '你们',
  '他们',
  '这个',
  '那个',
  '一个',
  '一下',
  '以及',
  '或者',
  '还是',
  '请问',
  '为什么',
  '是什么',
  '有什么',
  '怎么样',
  '的话',
  '吗？',
  'the',
  'and',
  'for',
  'how',
  'what',
  'with',
  'can',
  'are',
  'you',
]);

export function tokenize(text: string): string[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const terms: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(normal)) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) {
      if ([...segment].length >= 3) terms.push(segment);
    } else if (segment.length >= 2 || /\d/.test(segment)) terms.push(segment);
  }
  for (const run of normal.match(HAN_RUNS) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
  }
  return terms.filter((term) => !STOP.has(term));
}

/** The distinct terms of a question, in order. */
export function queryTerms(question: string): string[] {
  return [...new Set(tokenize(question))];
}
