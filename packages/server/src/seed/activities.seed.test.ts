import { courseSummary, EXCERPT, plainText, type CourseTexts } from '@club/domain/content/content.rules';
import { describe, expect, it } from 'vitest';
import { extraCourses } from './assets/activities/courses.js';
import { courses } from './assets/content/landing.js';

/*
 * A translation shows only when its content is longer than 64 characters (spec 001 §9,
 * courseSummary): a demo activity with a shorter Basque content showed its Spanish description
 * on the Basque activities list. Every demo activity carries a long enough text in each language.
 */
describe('the demo activities', () => {
  const dates = { today: '2026-11-30', addDays: (iso: string) => iso, summerYear: 2027 };
  const texts = (t: Partial<CourseTexts>): CourseTexts => ({
    title_es: t.title_es ?? '',
    title_eus: t.title_eus ?? '',
    title_en: t.title_en ?? '',
    description_es: t.description_es ?? '',
    description_eus: t.description_eus ?? '',
    description_en: t.description_en ?? '',
    content_es: t.content_es ?? '',
    content_eus: t.content_eus ?? '',
    content_en: t.content_en ?? '',
  });
  const all = [...courses, ...extraCourses(dates as never).map((c) => texts(c.translations))];

  it('have a Basque summary of their own, not the Spanish one', () => {
    expect(all.length).toBeGreaterThan(5);
    for (const c of all) {
      expect(plainText(c.content_eus).length, c.title_es).toBeGreaterThan(EXCERPT.minTranslation);
      expect(courseSummary(c, 'eus', EXCERPT.activityLong), c.title_es).not.toBe(courseSummary(c, 'es', EXCERPT.activityLong));
    }
  });
});
