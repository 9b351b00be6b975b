import type { ContentCollection } from '@club/domain/admin/content.schemas';
import type { ContentFile, ContentRow } from './content-console-api';

/** The languages a text column comes in, by its suffix (banners say `eng`, the rest have no English). */
export type TextLang = 'es' | 'eus' | 'eng';

/** One input of a collection's form; `key` is the body's field (domain admin/content.schemas.ts). */
export type Field =
  | { key: string; kind: 'text'; lang: TextLang; multiline?: boolean }
  | { key: string; kind: 'link' | 'int' | 'money' | 'date' | 'flag' | 'month' | 'procedure' }
  | { key: 'cover_file_id'; kind: 'image' }
  | { key: 'files'; kind: 'files' };

export interface CollectionSpec {
  c: ContentCollection;
  /** The console's path under /gestion. */
  path: string;
  /** The row's name in lists and dialogs (Spanish text, or Basque for Basque readers). */
  titleKey: string;
  fields: Field[];
  /** The list's fourth column: a short summary of the row. */
  summary: (row: ContentRow, fmt: Formatters) => string;
  /** New rows start with these values (besides position 0 and visible). */
  defaults?: Record<string, string | boolean>;
}

export interface Formatters {
  t: (key: string, opts?: Record<string, unknown>) => string;
  euros: (n: number) => string;
}

const texts = (base: string, langs: TextLang[], multiline = false): Field[] =>
  langs.map((lang) => ({ key: `${base}_${lang}`, kind: 'text', lang, multiline }));

const publication: Field[] = [
  { key: 'position', kind: 'int' },
  { key: 'visible', kind: 'flag' },
];

export const COLLECTIONS: Record<ContentCollection, CollectionSpec> = {
  slides: {
    c: 'slides',
    path: 'carrusel',
    titleKey: 'header_text',
    fields: [
      ...texts('header_text', ['es', 'eus']),
      ...texts('sub_text', ['es', 'eus'], true),
      { key: 'cover_file_id', kind: 'image' },
      { key: 'link', kind: 'link' },
      ...publication,
    ],
    summary: (r) => String(r.link ?? ''),
  },
  banners: {
    c: 'banners',
    path: 'avisos',
    titleKey: 'header_text',
    fields: [
      ...texts('header_text', ['es', 'eus', 'eng']),
      ...texts('sub_text', ['es', 'eus', 'eng'], true),
      { key: 'cover_file_id', kind: 'image' },
      { key: 'link', kind: 'link' },
      { key: 'shown_from', kind: 'date' },
      { key: 'shown_until', kind: 'date' },
      ...publication,
    ],
    summary: (r, { t }) => {
      const from = r.shown_from as string | null;
      const until = r.shown_until as string | null;
      if (!from && !until) return t('list.always');
      return [from && t('list.from', { date: from }), until && t('list.until', { date: until })].filter(Boolean).join(' · ');
    },
  },
  'record-groups': {
    c: 'record-groups',
    path: 'marcas',
    titleKey: 'title',
    fields: [...texts('title', ['es', 'eus']), { key: 'files', kind: 'files' }, ...publication],
    summary: (r, { t }) => t('list.files', { count: r.files?.length ?? 0 }),
  },
  'membership-types': {
    c: 'membership-types',
    path: 'cuotas',
    titleKey: 'name',
    fields: [
      ...texts('name', ['es', 'eus']),
      ...texts('description', ['es', 'eus'], true),
      { key: 'type', kind: 'procedure' },
      { key: 'price_month', kind: 'money' },
      { key: 'months', kind: 'int' },
      { key: 'first_month', kind: 'month' },
      { key: 'last_month', kind: 'month' },
      { key: 'includes_licence', kind: 'flag' },
      ...publication,
    ],
    summary: (r, { t, euros }) => t('list.perMonth', { amount: euros(Number(r.price_month)) }),
    // Decision: a new type starts as the club's usual season, September to June (10 months), sports card.
    defaults: { type: '1', price_month: '0', months: '10', first_month: '9', last_month: '6', includes_licence: false },
  },
};

/** The row's name in the reader's language (Basque for Basque readers, Spanish otherwise). */
export const rowTitle = (spec: CollectionSpec, row: Record<string, unknown>, lang: string): string =>
  String((lang === 'eus' && row[`${spec.titleKey}_eus`]) || row[`${spec.titleKey}_es`] || '');

export type Draft = Record<string, string | boolean | number | null | ContentFile[]>;

/** The form's values for a row (or a new one): inputs hold strings, flags booleans. */
export function draftOf(spec: CollectionSpec, row: ContentRow | null): Draft {
  const draft: Draft = {};
  for (const f of spec.fields) {
    const v = row?.[f.key];
    if (f.kind === 'flag') draft[f.key] = row ? v === 1 : (spec.defaults?.[f.key] ?? true);
    else if (f.kind === 'image') draft[f.key] = (v as number | null | undefined) ?? null;
    else if (f.kind === 'files') draft[f.key] = row?.file_meta ?? [];
    else if (row) draft[f.key] = v === null || v === undefined ? '' : String(v);
    else draft[f.key] = (spec.defaults?.[f.key] as string | undefined) ?? (f.key === 'position' ? '0' : '');
  }
  return draft;
}

const number = (s: string): number => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));

/** The body of POST/PUT /api/admin/<collection> for the form's values (the schema judges it). */
export function bodyOf(spec: CollectionSpec, draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of spec.fields) {
    const v = draft[f.key];
    switch (f.kind) {
      case 'flag':
        body[f.key] = v ? 1 : 0;
        break;
      case 'image':
        body[f.key] = v;
        break;
      case 'files':
        body[f.key] = (v as ContentFile[]).map((file) => file.id);
        break;
      case 'int':
      case 'money':
      case 'month':
      case 'procedure':
        body[f.key] = number(v as string);
        break;
      case 'date':
        body[f.key] = (v as string) || null;
        break;
      default:
        body[f.key] = v;
    }
  }
  return body;
}
