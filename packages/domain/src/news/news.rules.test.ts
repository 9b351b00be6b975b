import { describe, expect, it } from 'vitest';
import {
  NEWS,
  galleryImageNumber,
  galleryImagePath,
  htmlToText,
  isTranslationUsable,
  newsBatchRange,
  newsShortText,
  pickNewsText,
  shortText,
  slugify,
} from './news.rules.js';

const es = { title: 'Campeonato de Bizkaia', description: 'Resultados', content: '<p>Texto en castellano del campeonato.</p>' };
const long = (n: number) => 'a'.repeat(n);

describe('translation rule (non-Spanish used only when longer than 64 characters)', () => {
  it('uses the Basque text when its content is longer than 64 characters', () => {
    const eus = { title: 'Bizkaiko txapelketa', description: 'Emaitzak', content: `<p>${long(65)}</p>` };
    expect(pickNewsText({ es, eus }, 'eus')).toEqual({ lang: 'eus', text: eus });
  });
  it('falls back to Spanish at exactly 64 characters, when missing, or for an unknown language', () => {
    const eus = { title: 'Bizkaiko txapelketa', description: '', content: `<p>${long(64)}</p>` };
    expect(pickNewsText({ es, eus }, 'eus').lang).toBe('es');
    expect(pickNewsText({ es }, 'en').text).toBe(es);
    expect(pickNewsText({ es, eus }, 'fr').lang).toBe('es');
  });
  it('counts the readable text, not the markup', () => {
    const markup = `<p><strong>${'<em></em>'.repeat(20)}</strong>${long(10)}</p>`;
    expect(markup.length).toBeGreaterThan(64);
    expect(isTranslationUsable({ title: 't', description: '', content: markup })).toBe(false);
  });
  it('always keeps Spanish for es', () => {
    expect(pickNewsText({ es }, 'es')).toEqual({ lang: 'es', text: es });
  });
});

describe('text helpers', () => {
  it('turns HTML into readable text, dropping scripts and decoding entities', () => {
    expect(htmlToText('<p>Fadura &amp; Gobela</p><script>alert(1)</script><p>&#241;&#x41;&nbsp;x</p>')).toBe('Fadura & Gobela ñA x');
    expect(htmlToText('<p>Ohiko <strong>Batzar Nagusira</strong>. Azaroaren<br>27an</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Ohiko Batzar Nagusira. Azaroaren 27an a b',
    );
  });
  it('shortens to at most the limit, at a word boundary, with an ellipsis', () => {
    const text = 'La piscina de Gobela abre sus puertas '.repeat(20);
    const short = shortText(text, NEWS.shortTextMax);
    expect(short.length).toBeLessThanOrEqual(256);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.at(-2)).not.toBe(' ');
    expect(shortText('corto', 256)).toBe('corto');
  });
  it('cuts a single long word hard when no space is near', () => {
    expect(shortText(long(300), 128)).toHaveLength(128);
  });
  it('builds the short text from the content', () => {
    expect(newsShortText({ title: '', description: '', content: `<p>${'palabra '.repeat(60)}</p>` }).length).toBeLessThanOrEqual(256);
  });
});

describe('gallery fallback', () => {
  it('picks one of 24 pictures by id, the same every time, all 24 over 24 ids', () => {
    const picks = Array.from({ length: 24 }, (_, i) => galleryImageNumber(i + 1));
    expect(new Set(picks).size).toBe(24);
    expect(Math.min(...picks)).toBe(1);
    expect(Math.max(...picks)).toBe(24);
    expect(galleryImageNumber(7)).toBe(galleryImageNumber(7));
    expect(galleryImageNumber(7)).not.toBe(galleryImageNumber(8));
    expect(galleryImagePath(1)).toMatch(/^\/images\/gallery\/gallery-\d{2}\.svg$/);
  });
});

describe('batches and slugs', () => {
  it('returns the first batch for rs=0 and the rest for rs=1', () => {
    expect(newsBatchRange(0)).toEqual({ offset: 0, limit: NEWS.firstBatchSize });
    expect(newsBatchRange(1)).toEqual({ offset: NEWS.firstBatchSize, limit: null });
  });
  it('makes URL-safe slugs', () => {
    expect(slugify('¡Jornada de puertas abiertas en Gobela!')).toBe('jornada-de-puertas-abiertas-en-gobela');
    expect(slugify('Campeonato de España: año 2026')).toBe('campeonato-de-espana-ano-2026');
  });
});
