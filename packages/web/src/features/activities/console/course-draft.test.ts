import { adminCourseBodySchema } from '@club/domain/activities/activities.schemas';
import { type AdminCourse } from '@club/domain/activities/office.schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, move } from './course-draft';

/** A course as GET /api/admin/courses/{id} answers it, with every part of spec 001 §3 filled in. */
const course: AdminCourse = {
  id: 106,
  slug_es: 'campus-verano',
  slug_en: 'summer-camp',
  translations: {
    title_es: 'Campus de verano',
    title_eus: 'Udako campusa',
    title_en: 'Summer camp',
    description_es: 'Semanas de julio',
    description_eus: 'Uztaileko asteak',
    description_en: 'July weeks',
    content_es: '<p>Programa</p>',
    content_eus: '<p>Egitaraua</p>',
    content_en: '',
  },
  date: '2027-07-01',
  date_end: '2027-07-31',
  max_signup_date: '0000-01-01',
  allow_override_signupdate: 1,
  location: 'Fadura',
  location_eus: 'Fadura',
  selected_days: [],
  schedule: '9:00-13:00',
  coverID: 12,
  cover: { path: '/files/12/portada.png' },
  cover_file_id: 12,
  files: [{ data: { fileType: 'application/pdf', path: '/files/13/normas.pdf', filename: 'normas.pdf' } }],
  is_external: 0,
  external_link: '',
  has_variants: 1,
  variants: [
    {
      uuid: '00000000-0000-4000-8000-000000000001',
      poolID: 1,
      selected_days: [0, 2],
      schedule: '10:00',
      max_seating: 8,
      price: '45,50',
      visibility: 1,
      priority: 0,
    },
    {
      uuid: '00000000-0000-4000-8000-000000000002',
      poolID: 2,
      selected_days: [4],
      schedule: '11:00',
      max_seating: 4,
      price: '',
      visibility: 0,
      priority: 3,
    },
  ],
  has_price_multi: 1,
  price_multi: [
    {
      item_es: 'Semana 1',
      item_eus: '1. astea',
      price_base: 90,
      price_extended: 110.5,
      exclusive: 0,
      selected: 1,
      extended_schedule_selected: 0,
      has_extended_schedule: 1,
      max_seating: 30,
      schedule: '9-13',
      extended_schedule: '8-15',
    },
    {
      item_es: 'Mes entero',
      item_eus: 'Hilabete osoa',
      price_base: 300,
      price_extended: 999,
      exclusive: 1,
      selected: 0,
      extended_schedule_selected: 0,
      has_extended_schedule: 0,
      max_seating: 0,
      schedule: '',
      extended_schedule: '',
    },
  ],
  multi_option_reductions: { basic: [10, 30], extended: [15] },
  price_guests: 120,
  price_members: 99.9,
  discounts_meta: [
    { type: 0, date: '2027-05-31', discountPercent: 10, multiple: 1 },
    { type: 1, date: '0000-01-01', discountPercent: 5.5, multiple: 0 },
  ],
  optional_services_meta: [{ name: 'Comedor', name_eus: 'Jantokia', price: 6.5, multiple: 1 }],
  signup_form_data: [
    {
      id: 'h',
      type: 'text_header',
      required: 0,
      label_es: 'Datos',
      label_eus: 'Datuak',
      label_en: '',
      placeholder_es: '',
      placeholder_eus: '',
      placeholder_en: '',
    },
    {
      id: 'tutor',
      type: 'text',
      required: 1,
      label_es: 'Tutor',
      label_eus: 'Tutorea',
      label_en: 'Guardian',
      placeholder_es: 'Nombre',
      placeholder_eus: 'Izena',
      placeholder_en: 'Name',
    },
    {
      id: 'swims',
      type: 'radio',
      required: 1,
      label_es: '¿Nada?',
      label_eus: 'Igeri egiten du?',
      label_en: '',
      placeholder_es: '',
      placeholder_eus: '',
      placeholder_en: '',
      children: [
        { value: 'yes', label_es: 'Sí', label_eus: 'Bai', label_en: 'Yes' },
        { value: 'no', label_es: 'No', label_eus: 'Ez', label_en: 'No' },
      ],
    },
    {
      id: 'photos',
      type: 'checkbox',
      required: 1,
      label_es: 'Fotos',
      label_eus: 'Argazkiak',
      label_en: '',
      placeholder_es: '',
      placeholder_eus: '',
      placeholder_en: '',
    },
    {
      id: 'card',
      type: 'file',
      required: 0,
      label_es: 'Tarjeta',
      label_eus: 'Txartela',
      label_en: '',
      placeholder_es: '',
      placeholder_eus: '',
      placeholder_en: '',
    },
  ],
  required_level: 10,
  requires_membership: 1,
  requires_bank_transfer: 0,
  requires_card_payment: 1,
  age_min_months: 72,
  age_max_months: 168,
  category_id: 2,
  published: 0,
};

describe('the course editor draft', () => {
  it('sends a loaded course back unchanged', () => {
    const { id: _id, cover: _cover, coverID: _coverID, ...asBody } = course;
    const sent = adminCourseBodySchema.parse(bodyOf(draftOf(course)));
    expect(sent).toEqual(adminCourseBodySchema.parse(asBody));
    expect(sent.variants.map((v) => v.uuid)).toEqual(course.variants.map((v) => v.uuid));
  });

  it('sends typed numbers as numbers and leaves a half-typed one for the schema to name', () => {
    const draft = draftOf(course);
    draft.age_min_months = '60';
    draft.variants[0]!.max_seating = '12';
    draft.discounts_meta[0]!.discountPercent = '12,5';
    expect(adminCourseBodySchema.parse(bodyOf(draft))).toMatchObject({
      age_min_months: 60,
      variants: [{ max_seating: 12 }, {}],
      discounts_meta: [{ discountPercent: 12.5 }, {}],
    });
    draft.age_max_months = '1x';
    const bad = adminCourseBodySchema.safeParse(bodyOf(draft));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['age_max_months']);
  });

  it('starts a new course empty, unpublished (issue 20: published on purpose), and makes the slugs on the server', () => {
    const draft = { ...emptyDraft(), date: '2027-01-10', translations: { ...emptyDraft().translations, title_es: 'Nuevo' } };
    const body = adminCourseBodySchema.parse(bodyOf(draft));
    expect(body).toMatchObject({ published: 0, variants: [], signup_form_data: [], cover_file_id: null });
    expect(body.slug_es).toBeUndefined();
  });

  it('moves list items and keeps the ends', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
