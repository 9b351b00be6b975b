import { CONTENT_BODY_SCHEMAS } from '@club/domain/admin/content.schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, COLLECTIONS, draftOf } from './collections';

describe('content console forms', () => {
  it('a new membership type starts as the usual season and its form gives a body the API accepts', () => {
    const spec = COLLECTIONS['membership-types'];
    const draft = { ...draftOf(spec, null), name_es: 'Socio', name_eus: 'Bazkidea', price_month: '12,50' };
    const body = bodyOf(spec, draft);
    expect(body).toMatchObject({
      type: 1,
      price_month: 12.5,
      months: 10,
      first_month: 9,
      last_month: 6,
      includes_licence: 0,
      visible: 1,
      position: 0,
    });
    expect(CONTENT_BODY_SCHEMAS['membership-types'].safeParse(body).success).toBe(true);
  });

  it('a row read back edits to the same body (banner dates, empty dates as null, flags as 0/1)', () => {
    const spec = COLLECTIONS.banners;
    const row = {
      id: 4,
      header_text_es: 'Aviso',
      header_text_eus: 'Oharra',
      header_text_eng: '',
      sub_text_es: '',
      sub_text_eus: '',
      sub_text_eng: '',
      link: '/noticias',
      cover_file_id: 7,
      shown_from: '2026-12-01',
      shown_until: null,
      position: 2,
      visible: 0,
    };
    const body = bodyOf(spec, draftOf(spec, row));
    const { id: _id, ...expected } = row;
    expect(body).toEqual(expected);
  });

  it('a record group sends its files in the order shown; bad input stays a schema error', () => {
    const spec = COLLECTIONS['record-groups'];
    const row = {
      id: 1,
      title_es: 'Récords',
      title_eus: 'Errekorrak',
      position: 1,
      visible: 1,
      files: [3, 9],
      file_meta: [
        { id: 3, filename: 'a.pdf', mime_type: 'application/pdf' },
        { id: 9, filename: 'b.pdf', mime_type: 'application/pdf' },
      ],
    };
    expect(bodyOf(spec, draftOf(spec, row)).files).toEqual([3, 9]);
    const bad = bodyOf(spec, { ...draftOf(spec, row), title_es: ' ', position: 'abc' });
    const parsed = CONTENT_BODY_SCHEMAS['record-groups'].safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0]).sort()).toEqual(['position', 'title_es']);
  });
});
