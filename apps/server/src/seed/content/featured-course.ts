import type { LessonScript } from '../../platform/media/lesson-script.ts';

/** A featured course's whole directory: chapters of narrated lessons, titled by their scripts. */
export interface FeaturedCourse {
  /** The course's name in content/courses.ts. */
  course: string;
  chapters: [string, LessonScript[]][];
}
