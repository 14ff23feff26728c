import { useEffect, useState } from 'react';
import { currentDevice, mustWatchOnPc, SMALL_SCREEN_MAX_PX } from './device-check.ts';

export interface Screen {
  wideToggle: boolean;
  pcOnly: boolean;
}

const DESKTOP: Screen = { wideToggle: true, pcOnly: false };
/** A handheld's guess: a narrow window, and a browser that plays (most phones do; one that cannot is told after hydration). */
const HANDHELD: Screen = { wideToggle: false, pcOnly: false };

/**
 * The window-dependent parts of the course page (000 §2.7): whether the wide-screen toggle exists
 * (window wider than 900 px) and whether the small-screen rule applies. Before hydration the answer is the
 * server's guess from the User-Agent (`handheldGuess`: a handheld's window is taken to be narrow), so the
 * server render and the first client render agree and a phone's page needs no second render of the whole
 * course page right after hydration (it cost a phone ~8 ms of its busiest second). The window and the
 * browser then decide: a tablet held sideways gets the desktop answer, a phone that cannot play HLS the
 * small-screen rule.
 */
export function useScreen(handheldGuess: boolean): Screen {
  const [screen, setScreen] = useState(handheldGuess ? HANDHELD : DESKTOP);
  useEffect(() => {
    const measure = () => {
      const width = window.innerWidth;
      const next = { wideToggle: width > SMALL_SCREEN_MAX_PX, pcOnly: mustWatchOnPc(width, currentDevice()) };
      // The same answer keeps the same object: React then skips the render.
      setScreen((now) => (now.wideToggle === next.wideToggle && now.pcOnly === next.pcOnly ? now : next));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return screen;
}
