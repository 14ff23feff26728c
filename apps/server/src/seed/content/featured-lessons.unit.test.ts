import { describe, expect, it } from 'vitest';
import { narratedVideos } from '../narrated-videos.ts';
import { courseSpecs } from './courses.ts';
import { featuredCourses } from './featured-lessons.ts';
import { studyGuide, topicGuides } from './lesson-guides.ts';
import { topics } from './topics.ts';

const characters = (text: string) => [...text.replace(/\s/g, '')].length;

describe('narrated lesson scripts', () => {
  it('are for three courses of the catalogue, each lesson a few hundred characters over 3–6 slides', () => {
    expect(featuredCourses).toHaveLength(3);
    for (const course of featuredCourses) {
      expect(courseSpecs.map((spec) => spec[0])).toContain(course.course);
      for (const script of course.chapters.flatMap(([, scripts]) => scripts)) {
        expect(script.slides.length, script.title).toBeGreaterThanOrEqual(3);
        expect(script.slides.length, script.title).toBeLessThanOrEqual(6);
        const spoken = script.slides.flatMap((s) => s.narration).join('');
        expect(characters(spoken), script.title).toBeGreaterThanOrEqual(200);
        for (const slide of script.slides) {
          expect(slide.points.length, slide.heading).toBeGreaterThanOrEqual(2);
          expect(slide.narration.every((sentence) => sentence.trim().length > 0)).toBe(true);
        }
      }
    }
  });

  it('a 课程导学 per topic and the study guide in two languages with the same slides', () => {
    expect(Object.keys(topicGuides).sort()).toEqual(Object.keys(topics).sort());
    expect(studyGuide.english.slides).toHaveLength(studyGuide.script.slides.length);
  });

  it("DEMO_MEDIA=guides makes the guides only; 'all' adds every featured lesson, each name once", () => {
    const guides = narratedVideos('guides').map((v) => v.name);
    expect(guides).toEqual(['guide-study', ...Object.keys(topics).map((t) => `guide-${t}`)]);
    const all = narratedVideos('all').map((v) => v.name);
    const lessons = featuredCourses.flatMap((c) => c.chapters.flatMap(([, scripts]) => scripts));
    expect(all).toHaveLength(guides.length + lessons.length);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, guides.length)).toEqual(guides);
  });
});
