import { Provider as MotionProvider } from '@rc-component/motion';
import { useSyncExternalStore, type ReactNode } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A visitor who asked for less motion (the system's "reduce motion" setting) gets antd's dialogs, drop-downs,
 * messages and collapses without motion at all: rc-motion shows and hides them in the same render. The
 * near-zero durations of global.css alone still left each close waiting for an animationend event that a
 * busy browser could miss (a dialog's leave has no deadline), and the dialog then stayed on screen.
 * The server renders with motion (it cannot know the setting); hydration switches it off.
 */
export function ReducedMotion({ children }: { children: ReactNode }) {
  const reduce = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCE).matches,
    () => false,
  );
  // Always the same element, so the switch at hydration re-renders the motions and remounts nothing.
  return <MotionProvider motion={!reduce}>{children}</MotionProvider>;
}
