/**
 * Seconds of each lesson a viewer without the course may try (the course_previews row read with the course
 * or the lesson, so it costs no query of its own), or null when the course offers no preview.
 */
export function previewOf(seconds: number | null | undefined): number | null {
  return seconds !== null && seconds !== undefined && seconds > 0 ? seconds : null;
}

/** How a viewer may play: all of it, the preview's first seconds, or not at all. */
export type PlayScope = { kind: 'full' } | { kind: 'preview'; seconds: number } | { kind: 'none' };

export function playScope(
  access: 'preview' | 'entitled' | 'denied' | 'locked',
  previewSeconds: number | null,
): PlayScope {
  if (access === 'preview' || access === 'entitled') return { kind: 'full' };
  if (access === 'denied' && previewSeconds !== null) return { kind: 'preview', seconds: previewSeconds };
  return { kind: 'none' };
}
