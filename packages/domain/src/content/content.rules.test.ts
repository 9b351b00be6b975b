import { describe, expect, it } from 'vitest';
import {
  activityGalleryImage,
  basqueYearSuffix,
  dayRuns,
  ACTIVITY_GALLERY_SIZE,
  carouselInterval,
  courseSummary,
  excerpt,
  formatEuros,
  isUpcoming,
  localized,
  membershipSeasonTotal,
  parseLegalBody,
  sortDays,
  type CourseTexts,
} from './content.rules.js';

describe('carouselInterval', () => {
  it('is 5 s with slides and 4 s for the fallback slide', () => {
    expect(carouselInterval(3)).toBe(5000);
    expect(carouselInterval(0)).toBe(4000);
  });
});

describe('activityGalleryImage', () => {
  it('always names one of the 27 gallery pictures, the same one for the same id', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 500; id++) {
      const img = activityGalleryImage(id);
      expect(img).toMatch(/^\/images\/gallery\/activity-(0[1-9]|1\d|2[0-7])\.svg$/);
      seen.add(img);
    }
    expect(seen.size).toBe(ACTIVITY_GALLERY_SIZE);
    expect(activityGalleryImage(42)).toBe(activityGalleryImage(42));
  });
});

describe('localized', () => {
  const banner = { header_text_es: 'Esta semana', header_text_eus: 'Aste honetan', header_text_eng: '' };
  it('picks the language and falls back to Spanish when the translation is empty', () => {
    expect(localized(banner, 'header_text', 'eus', 'eng')).toBe('Aste honetan');
    expect(localized(banner, 'header_text', 'en', 'eng')).toBe('Esta semana');
    expect(localized({ ...banner, header_text_eng: 'This week' }, 'header_text', 'en', 'eng')).toBe('This week');
  });
});

describe('excerpt', () => {
  it('keeps short texts and cuts long ones at a word with an ellipsis', () => {
    expect(excerpt('<p>Hola  mundo</p>', 128)).toBe('Hola mundo');
    const long = 'palabra '.repeat(40);
    const cut = excerpt(long, 128);
    expect(cut.length).toBeLessThanOrEqual(128);
    expect(cut.endsWith('palabra…')).toBe(true);
  });
});

describe('courseSummary', () => {
  const base: CourseTexts = {
    title_es: 'Cursillo',
    title_eus: 'Ikastaroa',
    title_en: '',
    description_es: 'Corta',
    description_eus: 'Laburra',
    description_en: '',
    content_es: 'Contenido en castellano lo bastante largo para pasar de los sesenta y cuatro caracteres.',
    content_eus: 'Labur',
    content_en: '',
  };
  it('uses the content when the description is under 64 characters', () => {
    expect(courseSummary(base, 'es', 392)).toBe(base.content_es);
  });
  it('uses Spanish when the translated content is 64 characters or fewer', () => {
    expect(courseSummary(base, 'eus', 392)).toBe(base.content_es);
  });
  it('uses the translation and its long description when they are long enough', () => {
    const t = {
      ...base,
      content_eus: 'Euskarazko edukia, hirurogeita lau karaktere baino luzeagoa dena, zalantzarik gabe.',
      description_eus: 'Euskarazko deskribapena, hirurogeita lau karaktere baino luzeagoa, ikastaroari buruz.',
    };
    expect(courseSummary(t, 'eus', 392)).toBe(t.description_eus);
    expect(courseSummary(t, 'eus', 40).length).toBeLessThanOrEqual(40);
  });
});

describe('dates', () => {
  it('counts a course starting today as upcoming', () => {
    expect(isUpcoming('2026-05-10', '2026-05-10')).toBe(true);
    expect(isUpcoming('2026-05-09', '2026-05-10')).toBe(false);
  });
});

describe('sortDays', () => {
  it('orders days Monday first and drops repeats and bad values', () => {
    expect(sortDays([4, 0, 2, 2, 9, -1])).toEqual([0, 2, 4]);
  });
});

describe('membership fees', () => {
  it('multiplies the monthly fee by the months of the season', () => {
    expect(membershipSeasonTotal('27.00', 10)).toBe('270.00');
    expect(membershipSeasonTotal('37.00', 11)).toBe('407.00');
    expect(formatEuros('37')).toBe('37,00 €');
  });
});

describe('parseLegalBody', () => {
  it('reads headings, paragraphs and lists', () => {
    const blocks = parseLegalBody('### Artículo 1\nPrimera línea\nsegunda línea.\n\n- uno\n- dos\n  sigue\n\nFin.');
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Artículo 1' },
      { kind: 'paragraph', text: 'Primera línea segunda línea.' },
      { kind: 'list', items: ['uno', 'dos sigue'] },
      { kind: 'paragraph', text: 'Fin.' },
    ]);
  });
});

describe('Basque dates', () => {
  it('writes -eko after years ending in a consonant and -ko otherwise', () => {
    expect([2021, 2025, 2030, 2035, 2026, 2020, 2024, 2100, 2000].map(basqueYearSuffix)).toEqual([
      'eko',
      'eko',
      'eko',
      'eko',
      'ko',
      'ko',
      'ko',
      'eko',
      'ko',
    ]);
  });
});

describe('dayRuns', () => {
  it('joins consecutive days', () => {
    expect(dayRuns([4, 0, 1, 2])).toEqual([
      [0, 2],
      [4, 4],
    ]);
    expect(dayRuns([5])).toEqual([[5, 5]]);
  });
});
