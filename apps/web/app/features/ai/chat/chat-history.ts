/** One bubble of the conversation (002 §3 "Chat message (local only): text, isQuestion"). */
export interface ChatMessage {
  id: string;
  isQuestion: boolean;
  /** The question as typed, or the answer's HTML (sanitised by the server). */
  text: string;
  /** The answer is a failure message (shown as the answer, 002 §7). */
  failed?: boolean;
}

/** Bubbles kept per member in this browser, so a reload or a followed link loses nothing. */
export const KEPT_MESSAGES = 50;

const key = (userId: number) => `aiChat:${userId}`;

export function loadHistory(userId: number): ChatMessage[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(userId)) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter(
          (m): m is ChatMessage =>
            !!m &&
            typeof m.id === 'string' &&
            typeof m.text === 'string' &&
            typeof m.isQuestion === 'boolean',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveHistory(userId: number, messages: ChatMessage[]): void {
  try {
    if (messages.length)
      window.localStorage.setItem(key(userId), JSON.stringify(messages.slice(-KEPT_MESSAGES)));
    else window.localStorage.removeItem(key(userId));
  } catch {
    // A full or blocked storage only loses the history, never the conversation on screen.
  }
}
