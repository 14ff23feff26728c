/**
 * How much the end-to-end tests ask of the browser: the contexts `newPage` opens and the documents loaded in
 * their pages (a full load, not a navigation inside the app). On the 2-core CI machine Chromium is about two
 * thirds of the e2e step's CPU; a fresh context and its first page cost it ≈ 1 CPU-s more than a load in a
 * page it already has (a window with its omnibox WebUI renderer, a new renderer, cold caches), a load
 * 0.3–0.5 CPU-s (Debian's Chromium with CHROME_FLAGS, measured in session 42; ARCHITECTURE.md "Tests"), so
 * these numbers say where that time goes: how many contexts were handed on wiped (support/context-pool.ts)
 * rather than opened. The e2e files of a group share this module (vitest.config.ts
 * `isolate: false`), so the counts add up over the group; report-browser-work.ts writes them after each file
 * for scripts/summarise-results.mjs.
 */
export const browserWork = {
  'browser contexts (newPage)': 0,
  'of them handed on from an earlier test': 0,
  'document loads': 0,
};
