import { describe, expect, it } from 'vitest';
import { courseDetails, goodsDetails, pluginDetails } from './catalogue-details.ts';
import { courseSpecs } from './courses.ts';
import { goodsSpecs } from './goods.ts';
import { pluginSpecs } from './plugins.ts';

describe('catalogue text of the demo (docs/spec-decisions.md "catalogue text, phones, honest AI")', () => {
  it.each([
    ['course', courseDetails, courseSpecs.map((s) => s[4])],
    ['plugin', pluginDetails, pluginSpecs.map((s) => s[4])],
    ['material', goodsDetails, goodsSpecs.map((s) => s[4])],
  ])('every %s has its own description and its own summary', (_kind, details, summaries) => {
    expect(details).toHaveLength(summaries.length);
    expect(new Set(details).size).toBe(details.length);
    expect(new Set(summaries).size).toBe(summaries.length);
    for (const text of details) {
      expect([...text].length).toBeGreaterThanOrEqual(25);
      expect(text).not.toMatch(/以案例驱动|课程简介|你将学到/);
    }
  });
});
