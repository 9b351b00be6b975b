import { describe, expect, it } from 'vitest';
import type { CourseTexts } from '../content/content.rules.js';
import {
  catalogueExcerpt,
  clubToday,
  courseDateRange,
  courseGalleryImage,
  courseGalleryNumber,
  isCourseExpired,
  isSetDate,
  isSignupDeadlinePassed,
  isSignupOpen,
  isSummerCourse,
} from './catalogue.rules.js';

describe('clubToday', () => {
  it('is the Madrid calendar day', () => {
    expect(clubToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

describe('isSetDate', () => {
  it('reads 0000-01-01 as no end date', () => {
    expect(isSetDate('0000-01-01')).toBe(false);
    expect(isSetDate(null)).toBe(false);
    expect(isSetDate('2026-07-31')).toBe(true);
  });
});

describe('course expiry', () => {
  it('expires the day after the start, not on the start day', () => {
    expect(isCourseExpired({ date: '2026-07-01' }, '2026-07-01')).toBe(false);
    expect(isCourseExpired({ date: '2026-07-01' }, '2026-07-02')).toBe(true);
    expect(isCourseExpired({ date: '2026-07-01' }, '2026-06-15')).toBe(false);
  });
  it('never expires while the office keeps signups open, whatever form the flag takes', () => {
    for (const flag of [1, true, '1'] as const)
      expect(isCourseExpired({ date: '2026-07-01', allow_override_signupdate: flag }, '2026-09-01')).toBe(false);
    for (const flag of [0, false, '0', null] as const)
      expect(isCourseExpired({ date: '2026-07-01', allow_override_signupdate: flag }, '2026-09-01')).toBe(true);
  });
});

describe('signup deadline', () => {
  const c = { date: '2026-07-01', max_signup_date: '2026-06-20' };
  it('keeps the deadline day open and closes the day after', () => {
    expect(isSignupDeadlinePassed(c, '2026-06-20')).toBe(false);
    expect(isSignupDeadlinePassed(c, '2026-06-21')).toBe(true);
    expect(isSignupOpen(c, '2026-06-20')).toBe(true);
    expect(isSignupOpen(c, '2026-06-21')).toBe(false);
  });
  it('has no deadline when max_signup_date is 0000-01-01, empty or null', () => {
    for (const max_signup_date of ['0000-01-01', '', null])
      expect(isSignupDeadlinePassed({ ...c, max_signup_date }, '2026-06-30')).toBe(false);
  });
  it('is lifted by allow_override_signupdate', () => {
    expect(isSignupOpen({ ...c, allow_override_signupdate: 1 }, '2026-08-01')).toBe(true);
  });
});

describe('courseDateRange', () => {
  it('shows one day without an end date and a range with one', () => {
    expect(courseDateRange('2026-07-01', '0000-01-01')).toEqual({ from: '2026-07-01', to: null });
    expect(courseDateRange('2026-07-01', null)).toEqual({ from: '2026-07-01', to: null });
    expect(courseDateRange('2026-07-01', '2026-07-01')).toEqual({ from: '2026-07-01', to: null });
    expect(courseDateRange('2026-07-01', '2026-07-15')).toEqual({ from: '2026-07-01', to: '2026-07-15' });
  });
});

describe('isSummerCourse', () => {
  it('takes June and July starts and the last seven days of May', () => {
    for (const d of ['2026-06-01', '2026-06-30', '2026-07-31', '2026-05-25', '2026-05-31']) expect(isSummerCourse(d)).toBe(true);
    for (const d of ['2026-05-24', '2026-05-01', '2026-08-01', '2026-09-15', '2026-01-10']) expect(isSummerCourse(d)).toBe(false);
  });
});

describe('catalogueExcerpt', () => {
  const long = 'Curso de natación para aprender a nadar con seguridad y confianza en la piscina de Fadura. '.repeat(6);
  const t: CourseTexts = {
    title_es: 'Cursillo',
    title_eus: 'Ikastaroa',
    title_en: '',
    description_es: 'Breve',
    description_eus: '',
    description_en: '',
    content_es: `<p>${long}</p>`,
    content_eus: '<p>Laburra</p>',
    content_en: '',
  };
  it('cuts to 392 or 128 characters', () => {
    expect(catalogueExcerpt(t, 'es', 'long').length).toBeLessThanOrEqual(392);
    expect(catalogueExcerpt(t, 'es', 'long').length).toBeGreaterThan(300);
    expect(catalogueExcerpt(t, 'es', 'short').length).toBeLessThanOrEqual(128);
    expect(catalogueExcerpt(t, 'es', 'short').endsWith('…')).toBe(true);
  });
  it('uses the description from 64 characters on, and Spanish when the translation is short', () => {
    const d64 = 'd'.repeat(30) + ' ' + 'e'.repeat(33);
    expect(catalogueExcerpt({ ...t, description_es: d64 }, 'es', 'long')).toBe(d64);
    expect(catalogueExcerpt({ ...t, description_es: d64.slice(1) }, 'es', 'short').startsWith('Curso')).toBe(true);
    expect(catalogueExcerpt(t, 'eus', 'short').startsWith('Curso')).toBe(true);
  });
});

describe('gallery fallback', () => {
  it('picks one of 27 pictures from the id, always the same', () => {
    const numbers = new Set<number>();
    for (let id = 1; id <= 300; id++) {
      const n = courseGalleryNumber(id);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(27);
      numbers.add(n);
    }
    expect(numbers.size).toBe(27);
    expect(courseGalleryImage(106)).toBe(courseGalleryImage(106));
    expect(courseGalleryImage(106)).toBe(`/images/gallery/activity-${String(courseGalleryNumber(106)).padStart(2, '0')}.svg`);
  });
});
