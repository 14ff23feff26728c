import type { ComponentType } from 'react';
import type { LessonProgress } from './use-lesson-tracking.ts';

/**
 * What the course page needs from a video player. The route hands in the player slice's VideoPlayer
 * (features never import each other), and TypeScript checks that it fits this shape.
 */
export interface LessonPlayerProps {
  src: string;
  videoId: number;
  poster?: string;
  serverPosition?: number;
  autoplayAfterMs?: number | null;
  viewer?: { name: string; phone: string | null } | null;
  height?: number | string;
  onProgress?: (report: LessonProgress) => void;
  onFirstPlay?: (videoId: string | number) => void;
  /** A free preview's length: the player shows the preview tip and stops there (null = the whole lesson). */
  previewSeconds?: number | null;
  /** The player's own lesson list (its playlist add-on) switches lessons like the directory. */
  onChooseLesson?: (taskId: number) => void;
  className?: string;
}

export type LessonPlayer = ComponentType<LessonPlayerProps>;

/** 000 §4: after a lesson switch, a member with the course sees it start by itself after 1 s. */
export const AUTOPLAY_AFTER_SWITCH_MS = 1000;
