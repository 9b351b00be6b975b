import { describe, expect, it } from 'vitest';
import { adminQuizBodySchema, adminQuizLinkBodySchema } from './quiz.schemas.js';

const radio = {
  type: 'radio',
  label_es: 'Piscina',
  children: [
    { value: 'fadura', label_es: 'Fadura' },
    { value: 'gobela', label_es: 'Gobela' },
  ],
};

describe('office quiz contracts', () => {
  it('fills the optional texts and keeps the items in order', () => {
    const parsed = adminQuizBodySchema.parse({ title_es: ' Encuesta ', items: [{ type: 'text', label_es: 'Nombre' }, radio] });
    expect(parsed).toMatchObject({ title_es: 'Encuesta', title_eus: '', intro_en: '' });
    expect(parsed.items.map((i) => i.type)).toEqual(['text', 'radio']);
    expect(parsed.items[0]).toMatchObject({ required: false, placeholder_eus: '', children: [] });
    expect(parsed.items[1]!.children[1]).toEqual({ value: 'gobela', label_es: 'Gobela', label_eus: '', label_en: '' });
  });

  it('a radio item has at least two options with distinct values; other items have none', () => {
    const body = (item: object) => adminQuizBodySchema.safeParse({ title_es: 'x', items: [item] }).success;
    expect(body(radio)).toBe(true);
    expect(body({ ...radio, children: radio.children.slice(0, 1) })).toBe(false);
    expect(body({ ...radio, children: [radio.children[0], radio.children[0]] })).toBe(false);
    expect(body({ type: 'checkbox', label_es: 'x', children: radio.children })).toBe(false);
    expect(body({ type: 'video', label_es: 'x' })).toBe(false);
  });

  it('a quiz has one item at least and no item id twice', () => {
    expect(adminQuizBodySchema.safeParse({ title_es: 'x', items: [] }).success).toBe(false);
    const twice = [
      { id: 4, type: 'text', label_es: 'a' },
      { id: 4, type: 'text', label_es: 'b' },
    ];
    expect(adminQuizBodySchema.safeParse({ title_es: 'x', items: twice }).success).toBe(false);
  });

  it('a link is general or for one person, and expires at an instant with its offset, or never', () => {
    expect(adminQuizLinkBodySchema.parse({ kind: 'single' })).toEqual({ kind: 'single', note: '', expires_at: null });
    expect(adminQuizLinkBodySchema.safeParse({ kind: 'general', expires_at: '2026-06-01T21:59:59Z' }).success).toBe(true);
    expect(adminQuizLinkBodySchema.safeParse({ kind: 'general', expires_at: '2026-06-01T23:59:59+02:00' }).success).toBe(true);
    expect(adminQuizLinkBodySchema.safeParse({ kind: 'general', expires_at: '2026-06-01' }).success).toBe(false);
    expect(adminQuizLinkBodySchema.safeParse({ kind: 'twice' }).success).toBe(false);
  });
});
