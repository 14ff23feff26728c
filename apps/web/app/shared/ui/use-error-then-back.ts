import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from './use-feedback.ts';

/**
 * Detail pages (000 §8): a refused detail answer shows its msg, then goes back. A page opened in a new tab
 * (cards open details that way) has nothing to go back to, so it goes to `fallbackPath` instead.
 */
export function useErrorThenBack(error: string | null, fallbackPath: string): void {
  const feedback = useFeedback();
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    feedback('error', error);
    // React Router numbers the history entries it created (state.idx); 0 means this document started here.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const timer = window.setTimeout(() => {
      if (idx > 0) void navigate(-1);
      else void navigate(fallbackPath, { replace: true });
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [error, fallbackPath, feedback, navigate]);
}
