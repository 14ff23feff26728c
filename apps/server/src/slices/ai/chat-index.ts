import MiniSearch from 'minisearch';
import type { DbOrTx } from '../../db/client.ts';
import type { ChatPassage } from '../../platform/ai/chat-provider.ts';
import { knowledgeFingerprint, loadKnowledgePages, type KnowledgePage } from './chat-knowledge.ts';
import { quoteSentences, snippet, splitPassages } from './chat-passages.ts';
import { queryTerms, tokenize } from './chat-tokenize.ts';

/** Passages indexed per page: a long page's first ones (its summary and opening) say what it is about. */
const PASSAGES_PER_PAGE = 12;

interface PassageDoc {
  id: string;
  page: number;
  title: string;
  text: string;
}

export interface KnowledgeIndex {
  pages: KnowledgePage[];
  passages: Map<string, PassageDoc>;
  search: MiniSearch<PassageDoc>;
}

/** Builds the in-memory index: one MiniSearch document per passage, the page title in each (boosted). */
export function buildKnowledgeIndex(pages: KnowledgePage[]): KnowledgeIndex {
  const search = new MiniSearch<PassageDoc>({
    fields: ['title', 'text'],
    tokenize,
    searchOptions: {
      tokenize: queryTerms,
      boost: { title: 2 },
      combineWith: 'OR',
      // Latin terms (Rhino, Grasshopper, V-Ray) also match by prefix and by a typo; Chinese pairs match exactly.
      prefix: (term) => /^[a-z]/.test(term) && term.length >= 3,
      fuzzy: (term) => (/^[a-z]/.test(term) && term.length >= 5 ? 0.2 : false),
    },
  });
  const passages = new Map<string, PassageDoc>();
  pages.forEach((page, n) => {
    const texts = [page.summary.trim(), ...splitPassages(page.html)].filter(Boolean);
    texts.slice(0, PASSAGES_PER_PAGE).forEach((text, i) => {
      const doc = { id: `${page.key}:${i}`, page: n, title: page.title, text };
      passages.set(doc.id, doc);
    });
  });
  search.addAll([...passages.values()]);
  return { pages, passages, search };
}

export interface FindOptions {
  /** Pages at most (one passage each unless `perPage` says more). */
  pages: number;
  perPage: number;
  /** Characters quoted per passage. */
  chars: number;
  /** Quote the sentences holding the question's terms (站内资料检索) rather than a window (a model's context). */
  sentences?: boolean;
}

/** Results scoring below this share of the best one are noise (a single common pair of characters). */
const RELATIVE_FLOOR = 0.25;

/**
 * The passages that best answer a question, grouped by page (best page first, its best passages), each cut
 * to a window around the first matched term.
 */
export function findPassages(index: KnowledgeIndex, question: string, options: FindOptions): ChatPassage[] {
  const terms = queryTerms(question);
  if (!terms.length) return [];
  const results = index.search.search(question);
  const best = results[0]?.score ?? 0;
  const byPage = new Map<number, ChatPassage[]>();
  for (const result of results) {
    if (result.score < best * RELATIVE_FLOOR) break;
    const doc = index.passages.get(String(result.id));
    if (!doc) continue;
    let list = byPage.get(doc.page);
    if (!list) {
      if (byPage.size >= options.pages) continue;
      byPage.set(doc.page, (list = []));
    }
    if (list.length >= options.perPage) continue;
    const page = index.pages[doc.page]!;
    list.push({
      title: page.title,
      url: page.url,
      source: page.source,
      text: (options.sentences ? quoteSentences : snippet)(doc.text, result.terms, options.chars),
    });
  }
  return [...byPage.values()].flat();
}

export interface ChatKnowledge {
  find(question: string, options: FindOptions): Promise<ChatPassage[]>;
}

export interface ChatKnowledgeOptions {
  /** How often a question may check whether the site changed (one cheap fingerprint query). */
  checkEveryMs?: number;
  /** Rebuilt at least this often anyway (edits that the fingerprint cannot see, e.g. an AI news text). */
  rebuildEveryMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The site's pages as a search index kept in this process. Built on the first question; after that a question
 * checks at most once a minute whether the site changed (knowledgeFingerprint) and rebuilds in the background
 * when it did (or every 30 minutes), while the previous index keeps answering. One build at a time.
 */
export function createChatKnowledge(db: DbOrTx, options: ChatKnowledgeOptions = {}): ChatKnowledge {
  const checkEveryMs = options.checkEveryMs ?? 60_000;
  const rebuildEveryMs = options.rebuildEveryMs ?? 30 * 60_000;
  let current: { index: KnowledgeIndex; fingerprint: string; builtAt: number } | null = null;
  let checkedAt = 0;
  let pending: Promise<void> | null = null;

  const rebuild = async () => {
    const fingerprint = await knowledgeFingerprint(db);
    const stale =
      !current || fingerprint !== current.fingerprint || Date.now() - current.builtAt > rebuildEveryMs;
    checkedAt = Date.now();
    if (!stale) return;
    current = { index: buildKnowledgeIndex(await loadKnowledgePages(db)), fingerprint, builtAt: Date.now() };
  };
  const refresh = () => {
    pending ??= rebuild().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    async find(question, findOptions) {
      if (!current) await refresh();
      else if (Date.now() - checkedAt > checkEveryMs) refresh().catch((error) => options.onError?.(error));
      return current ? findPassages(current.index, question, findOptions) : [];
    },
  };
}
