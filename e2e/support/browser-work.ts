/**
 * How much the end-to-end tests ask of the browser: the contexts `newPage` opens and the documents loaded in
 * their pages (a full load, not a navigation inside the app). On the 2-core CI machine Chromium is about two
 * thirds of the e2e step's CPU; a fresh context costs it ≈ 0.2 CPU-s before any page and each load 0.15–0.3
 * CPU-s (Debian's Chromium with CHROME_FLAGS, measured in session 40; ARCHITECTURE.md "Tests"), so these two
 * numbers say where that time goes. The e2e files of a group share this module (vitest.config.ts
 * `isolate: false`), so the counts add up over the group; report-browser-work.ts writes them after each file
 * for scripts/summarise-results.mjs.
 */
export const browserWork = { 'browser contexts (newPage)': 0, 'document loads': 0 };
