import { paths } from '../paths.ts';
/**
 * The header search rule (000 §2.3, and the AI header in 002 §2): go to `{target}?keywords=…` only when the
 * keyword is non-empty and differs from the keywords already shown. Answers the URL, or null to stay.
 */
export function searchHref(
  input: string,
  currentKeywords: string | null,
  target = paths.search(),
): string | null {
  const keywords = input.trim();
  if (!keywords) return null;
  if (currentKeywords !== null && keywords === currentKeywords.trim()) return null;
  return `${target}?${new URLSearchParams({ keywords }).toString()}`;
}
