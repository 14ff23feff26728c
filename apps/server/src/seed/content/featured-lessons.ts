import type { FeaturedCourse } from './featured-course.ts';
import { curtainWallWorkflow } from './lessons-curtain-wall.ts';
import { grasshopperBasics } from './lessons-grasshopper.ts';
import { dayNightRendering } from './lessons-rendering.ts';

/**
 * The three featured courses (Grasshopper basics, curtain-wall panelisation, rendering): each lesson has
 * its own narrated video, and the directory shows exactly these lessons.
 */
export const featuredCourses: FeaturedCourse[] = [grasshopperBasics, curtainWallWorkflow, dayNightRendering];
