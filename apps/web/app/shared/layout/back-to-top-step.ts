/** 000 §2.1: the back-to-top button appears after 800px and scrolls up by 50px every 10 ms. */
export const BACK_TO_TOP_AFTER = 800;
export const BACK_TO_TOP_STEP_PX = 50;
export const BACK_TO_TOP_STEP_MS = 10;

/** The next scroll position of one back-to-top step. */
export function nextBackToTopStep(current: number): number {
  return Math.max(0, current - BACK_TO_TOP_STEP_PX);
}
