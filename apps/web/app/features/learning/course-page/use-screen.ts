import { useEffect, useState } from 'react';
import { currentDevice, mustWatchOnPc, SMALL_SCREEN_MAX_PX } from './device-check.ts';

/**
 * The window-dependent parts of the course page (000 §2.7): whether the wide-screen toggle exists
 * (window wider than 900 px) and whether the small-screen rule applies. Before hydration the answer is
 * the desktop one, so the server render and the first client render agree.
 */
export function useScreen(): { wideToggle: boolean; pcOnly: boolean } {
  const [screen, setScreen] = useState({ wideToggle: true, pcOnly: false });
  useEffect(() => {
    const measure = () => {
      const width = window.innerWidth;
      setScreen({ wideToggle: width > SMALL_SCREEN_MAX_PX, pcOnly: mustWatchOnPc(width, currentDevice()) });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return screen;
}
