import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit.schemas.js';
import { bannerBodySchema, membershipTypeBodySchema, slideBodySchema } from './content.schemas.js';
import { adminNewsBodySchema } from './news.schemas.js';
import { paymentsQuerySchema } from './payments.schemas.js';
import { peopleQuerySchema } from './people.schemas.js';

describe('office contracts', () => {
  it('pages start at 1 and query dates are ISO days', () => {
    expect(peopleQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(auditQuerySchema.parse({ page: '3', actor: '7' })).toMatchObject({ page: 3, actor: 7 });
    expect(auditQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paymentsQuerySchema.safeParse({ from: '2026-13' }).success).toBe(false);
    expect(paymentsQuerySchema.safeParse({ state: 'lost' }).success).toBe(false);
  });

  it('a slide or banner links to a path of the site or an https address, nothing else', () => {
    const base = { header_text_es: 'a', header_text_eus: 'b' };
    expect(slideBodySchema.parse(base)).toMatchObject({ link: '', visible: 1, position: 0, cover_file_id: null });
    expect(slideBodySchema.safeParse({ ...base, link: '/actividades' }).success).toBe(true);
    expect(bannerBodySchema.safeParse({ ...base, link: 'https://getxo.eus' }).success).toBe(true);
    for (const link of ['javascript:alert(1)', 'http://x.y', '//evil.example', 'data:text/html,x'])
      expect(slideBodySchema.safeParse({ ...base, link }).success).toBe(false);
  });

  it('a membership fee has at most two decimals and months are 1-12', () => {
    const base = { type: 1, name_es: 'a', name_eus: 'b', months: 10, first_month: 9, last_month: 6 };
    expect(membershipTypeBodySchema.safeParse({ ...base, price_month: 12.5 }).success).toBe(true);
    expect(membershipTypeBodySchema.safeParse({ ...base, price_month: 12.555 }).success).toBe(false);
    expect(membershipTypeBodySchema.safeParse({ ...base, price_month: 1, first_month: 13 }).success).toBe(false);
  });

  it('a news item needs its Spanish title; slugs are lowercase words with dashes', () => {
    expect(adminNewsBodySchema.safeParse({ date: '2026-11-20', translations: { eus: { title: 'x' } } }).success).toBe(false);
    const ok = adminNewsBodySchema.parse({ date: '2026-11-20', translations: { es: { title: 'Hola' } } });
    expect(ok).toMatchObject({ is_published: 1, files: [], cover_file_id: null, translations: { es: { description: '', content: '' } } });
    expect(
      adminNewsBodySchema.safeParse({ date: '2026-11-20', slug_es: 'Con Espacios', translations: { es: { title: 'x' } } }).success,
    ).toBe(false);
  });
});
