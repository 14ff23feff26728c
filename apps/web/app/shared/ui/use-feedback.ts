import { createContext, useContext } from 'react';
import { showFeedback, type FeedbackKind } from './feedback.ts';

/** Shows a toast: what a screen calls to tell the visitor how something went. */
export type Feedback = (kind: FeedbackKind, text: string) => void;

/**
 * The toast of the page a component is on. Inside AntdScope it is antd's App message (antd-scope.tsx
 * provides it); on the plain pages (shell, home, lists, course page) it is antd's message loaded on first
 * use (feedback.ts), so shared hooks such as useApiMutation do not bring antd to pages that do without it.
 */
export const FeedbackContext = createContext<Feedback>((kind, text) => void showFeedback(kind, text));

export const useFeedback = (): Feedback => useContext(FeedbackContext);
