import type { AdminCourseBodyInput, FormFieldInput } from '@club/domain/activities/activities.schemas';
import { PALETTES, type Palette, type SceneKind } from '../content/svg.js';

/**
 * Demo activities (issue 8), created through the office's service by seed/activities.seed.ts.
 * Figures are the specification's: pools 1 Fadura and 2 Gobela, comma-decimal variant prices,
 * discounts (early enrolment by date, family members), optional services, a members-only course,
 * a level course (10 accepts any level above 9), and the multi-option camp of id 106 with its
 * reductions of 10, 30, 60, 100 and 150 euros for 2-6 options.
 */

interface SeedDates {
  today: string;
  addDays: (day: string, days: number) => string;
}

/** Prices, variants, forms... of the landing page's courses (texts and dates: content/landing.ts). */
export const landingActivities: Record<string, (d: SeedDates) => Partial<AdminCourseBodyInput>> = {
  'cursillo-intensivo-natacion-infantil': () => ({
    requires_card_payment: 1,
    price_guests: 75,
    price_members: 60,
    has_variants: 1,
    variants: [
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e01',
        poolID: 1,
        selected_days: [0, 1, 2, 3, 4],
        schedule: '10:00-11:00',
        max_seating: 12,
        price: '75,00',
      },
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e02',
        poolID: 1,
        selected_days: [0, 1, 2, 3, 4],
        schedule: '11:00-12:00',
        max_seating: 12,
        price: '75,00',
      },
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e03',
        poolID: 2,
        selected_days: [0, 1, 2, 3, 4],
        schedule: '17:00-18:00',
        max_seating: 10,
        price: '70,00',
      },
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e04',
        poolID: 2,
        selected_days: [0, 2, 4],
        schedule: '18:00-19:00',
        max_seating: 8,
        price: '55,50',
      },
    ],
  }),
  'campus-waterpolo': () => ({
    requires_card_payment: 1,
    price_guests: 120,
    price_members: 95,
    signup_form_data: everyFieldForm,
  }),
  'tecnica-crol-adultos': ({ today, addDays }) => ({
    requires_card_payment: 1,
    price_guests: 80,
    price_members: 64,
    // Twelve places per group, as its text says, at Fadura (its location), each with its price.
    has_variants: 1,
    variants: [
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e21',
        poolID: 1,
        selected_days: [1, 3],
        schedule: '20:00-21:00',
        max_seating: 12,
        price: '80,00',
      },
      {
        uuid: '6f1c2a4e-8b1d-4c3a-9e2f-1a2b3c4d5e22',
        poolID: 1,
        selected_days: [0, 2],
        schedule: '20:30-21:30',
        max_seating: 12,
        price: '80,00',
      },
    ],
    discounts_meta: [
      { type: 0, date: addDays(today, 20), discountPercent: 10, multiple: 1 },
      { type: 1, date: null, discountPercent: 5, multiple: 1 },
    ],
    optional_services_meta: [
      { name: 'Análisis de vídeo individual', name_eus: 'Banakako bideo-analisia', price: 15, multiple: 0 },
      { name: 'Gorro de silicona del club', name_eus: 'Klubeko silikonazko txanoa', price: '6,50', multiple: 1 },
    ],
  }),
  'bautismo-aguas-abiertas-ereaga': () => ({
    // Members only, paid by bank transfer: the seat waits for the office to record the transfer.
    requires_bank_transfer: 1,
    price_guests: 25,
    price_members: 15,
  }),
  // Free: the seat is assigned at once.
  'aquagym-gobela': () => ({ price_guests: 0, price_members: 0, selected_days: [0, 2] }),
  'travesia-puerto-viejo': () => ({ price_guests: 12, price_members: 8, requires_card_payment: 1 }),
};

const label = (es: string, eus: string, en: string) => ({ label_es: es, label_eus: eus, label_en: en });

/** A signup form with every field type of spec 001 §3, a file among them. */
export const everyFieldForm: FormFieldInput[] = [
  { id: 'h1', type: 'text_header', ...label('Datos del jugador o jugadora', 'Jokalariaren datuak', 'Player details') },
  {
    id: 'tutor',
    type: 'text',
    required: 1,
    ...label('Nombre del padre, madre o tutor', 'Guraso edo tutorearen izena', 'Parent or guardian name'),
  },
  { id: 'shirt', type: 'number', ...label('Talla de camiseta (edad)', 'Kamisetaren neurria (adina)', 'T-shirt size (age)') },
  { id: 'allergies', type: 'textarea', ...label('Alergias o tratamientos', 'Alergiak edo tratamenduak', 'Allergies or treatments') },
  {
    id: 'last_exam',
    type: 'date',
    ...label('Fecha del último reconocimiento médico', 'Azken azterketa medikoaren data', 'Date of the last medical check'),
  },
  { id: 'sep1', type: 'separator' },
  {
    id: 'swims',
    type: 'radio',
    required: 1,
    ...label('¿Nada 50 metros sin parar?', '50 metro gelditu gabe egiten ditu?', 'Can swim 50 metres non-stop?'),
    children: [
      { value: 'yes', label_es: 'Sí', label_eus: 'Bai', label_en: 'Yes' },
      { value: 'no', label_es: 'No', label_eus: 'Ez', label_en: 'No' },
    ],
  },
  {
    id: 'photos',
    type: 'checkbox',
    required: 1,
    ...label('Acepto las normas del campus', 'Campuseko arauak onartzen ditut', 'I accept the camp rules'),
  },
  {
    id: 'health',
    type: 'file',
    required: 1,
    ...label('Tarjeta sanitaria (foto o PDF)', 'Osasun-txartela (argazkia edo PDFa)', 'Health card (photo or PDF)'),
  },
];

export interface ExtraCourseSeed extends AdminCourseBodyInput {
  scene?: { kind: SceneKind; palette: Palette };
  /** A fixed course id (only the multi-option camp: 106). */
  fixedId?: number;
}

const texts = (t: {
  title: [string, string, string];
  description: [string, string, string];
  content: [string, string, string];
}): AdminCourseBodyInput['translations'] => ({
  title_es: t.title[0],
  title_eus: t.title[1],
  title_en: t.title[2],
  description_es: t.description[0],
  description_eus: t.description[1],
  description_en: t.description[2],
  content_es: t.content[0],
  content_eus: t.content[1],
  content_en: t.content[2],
});

export function extraCourses(d: SeedDates & { summerYear: number }): ExtraCourseSeed[] {
  const y = d.summerYear;
  const week = (n: number, from: string, to: string) => ({
    item_es: `Semana ${n} (${from} - ${to})`,
    item_eus: `${n}. astea (${from} - ${to})`,
    price_base: 95,
    price_extended: 125,
    has_extended_schedule: 1 as const,
    max_seating: 40,
    schedule: '9:00-13:30',
    extended_schedule: '8:00-15:00 con comida / bazkariarekin',
  });
  return [
    {
      fixedId: 106,
      slug_es: 'campus-verano-multideporte',
      slug_en: 'multisport-summer-camp',
      translations: texts({
        title: ['Campus de verano multideporte', 'Udako kirol anitzeko campusa', 'Multisport summer camp'],
        description: [
          'Cinco semanas de julio con natación, waterpolo, juegos y deportes de playa para chicos y chicas de 6 a 14 años, por semanas sueltas.',
          'Uztaileko bost aste igeriketarekin, waterpoloarekin, jolasekin eta hondartzako kirolekin, 6 eta 14 urte bitarteko neska-mutilentzat, aste solteka.',
          'Five weeks in July of swimming, water polo, games and beach sports for children aged 6 to 14, week by week.',
        ],
        content: [
          'Elige las semanas que quieras, en horario básico (9:00-13:30) o ampliado con comida (8:00-15:00). Cuantas más semanas, más descuento: 10, 30, 60, 100 y 150 euros menos por 2, 3, 4, 5 y 6 opciones. La opción de mes completo incluye todas las semanas.',
          'Aukeratu nahi dituzun asteak, ordutegi arruntean (9:00-13:30) edo bazkariarekin luzatuan (8:00-15:00). Zenbat eta aste gehiago, orduan eta deskontu handiagoa: 10, 30, 60, 100 eta 150 euro gutxiago 2, 3, 4, 5 eta 6 aukerengatik. Hilabete osoko aukerak aste guztiak barne hartzen ditu.',
          'Choose the weeks you want, with the basic schedule (9:00-13:30) or the extended one with lunch (8:00-15:00). The more weeks, the bigger the reduction: 10, 30, 60, 100 and 150 euros off for 2, 3, 4, 5 and 6 options.',
        ],
      }),
      date: `${y}-07-01`,
      date_end: `${y}-07-31`,
      max_signup_date: `${y}-06-20`,
      location: 'Polideportivo de Fadura',
      schedule: 'L-V 9:00-13:30',
      age_min_months: 72,
      age_max_months: 179,
      requires_card_payment: 1,
      has_price_multi: 1,
      price_multi: [
        week(1, '1/7', '4/7'),
        week(2, '7/7', '11/7'),
        week(3, '14/7', '18/7'),
        week(4, '21/7', '25/7'),
        week(5, '28/7', '31/7'),
        {
          item_es: 'Mes completo (precio cerrado)',
          item_eus: 'Hilabete osoa (prezio itxia)',
          price_base: 380,
          exclusive: 1,
          max_seating: 20,
          schedule: '9:00-13:30',
        },
        {
          item_es: 'Semana de acampada (plazas agotadas)',
          item_eus: 'Kanpaldi astea (plazak agortuta)',
          price_base: 150,
          max_seating: 0,
          schedule: '',
        },
      ],
      multi_option_reductions: { basic: [10, 30, 60, 100, 150], extended: [10, 30, 60, 100, 150] },
      scene: { kind: 'kids', palette: PALETTES.dusk },
    },
    {
      slug_es: 'cursillos-verano-natacion',
      slug_en: 'summer-swimming-lessons',
      translations: texts({
        title: ['Cursillos de natación de verano', 'Udako igeriketa ikastaroak', 'Summer swimming lessons'],
        description: [
          'Quincenas de junio para aprender a nadar o perfeccionar estilos, en Fadura por la mañana y en Gobela por la tarde.',
          'Ekaineko hamabostaldiak igeri egiten ikasteko edo estiloak hobetzeko, Faduran goizez eta Gobelan arratsaldez.',
          'Fortnights in June to learn to swim or improve strokes, at Fadura in the morning and Gobela in the afternoon.',
        ],
        content: [
          'Grupos por edades y niveles, con monitores titulados. Elige piscina y horario; cada grupo tiene sus plazas. Si tu grupo está completo quedarás en lista de espera y te avisaremos por correo si se libera una plaza.',
          'Adinaren eta mailaren araberako taldeak, begirale tituludunekin. Aukeratu igerilekua eta ordutegia; talde bakoitzak bere plazak ditu. Zure taldea beteta badago, itxarote-zerrendan geratuko zara eta plaza bat libre geratzen bada mezu bat bidaliko dizugu.',
          'Groups by age and level with qualified instructors. Pick a pool and a time; each group has its own places. If yours is full you join the waiting list and we mail you when a place frees up.',
        ],
      }),
      date: `${y}-06-22`,
      date_end: `${y}-07-03`,
      max_signup_date: `${y}-06-15`,
      location: 'Piscinas de Fadura y Gobela',
      schedule: 'L-V',
      age_min_months: 48,
      requires_card_payment: 1,
      price_guests: 55,
      price_members: 45,
      has_variants: 1,
      variants: [
        {
          uuid: '7a2d3b5f-9c2e-4d4b-8f30-2b3c4d5e6f01',
          poolID: 1,
          selected_days: [0, 1, 2, 3, 4],
          schedule: '10:00-10:45',
          max_seating: 10,
          price: '',
        },
        {
          uuid: '7a2d3b5f-9c2e-4d4b-8f30-2b3c4d5e6f02',
          poolID: 1,
          selected_days: [0, 1, 2, 3, 4],
          schedule: '11:00-11:45',
          max_seating: 10,
          price: '',
        },
        {
          uuid: '7a2d3b5f-9c2e-4d4b-8f30-2b3c4d5e6f03',
          poolID: 2,
          selected_days: [0, 2, 4],
          schedule: '18:00-18:45',
          max_seating: 8,
          price: '40,00',
        },
      ],
      scene: { kind: 'lanes', palette: PALETTES.teal },
    },
    {
      slug_es: 'tecnificacion-marrazoa',
      slug_en: 'marrazoa-technique-clinic',
      translations: texts({
        title: [
          'Tecnificación para nadadores Marrazoa y Master',
          'Marrazoa eta Master igerilarientzako teknifikazioa',
          'Technique clinic for Marrazoa and Master swimmers',
        ],
        description: [
          'Tres sábados de trabajo técnico de salidas, virajes y subacuáticos para quienes entrenan en los grupos Marrazoa o Master.',
          'Hiru larunbat irteeren, biraketen eta urpekoen lan teknikoan, Marrazoa edo Master taldeetan entrenatzen dutenentzat.',
          'Three Saturdays of starts, turns and underwater work for swimmers training in the Marrazoa or Master groups.',
        ],
        content: [
          'Sesiones de dos horas en la piscina de 50 metros de Fadura con análisis de vídeo subacuático. Solo para nadadores con nivel Marrazoa o superior en la temporada actual.',
          'Bi orduko saioak Fadurako 50 metroko igerilekuan, urpeko bideo-analisiarekin. Uneko denboraldian Marrazoa mailako edo goragoko igerilarientzat bakarrik.',
          'Two-hour sessions in the Fadura 50-metre pool with underwater video analysis. Only for swimmers at Marrazoa level or above this season.',
        ],
      }),
      date: d.addDays(d.today, 21),
      date_end: d.addDays(d.today, 35),
      max_signup_date: d.addDays(d.today, 18),
      location: 'Piscina de 50 m de Fadura',
      // A course without groups: its own days and hours, written out in each language (issue 20).
      schedule: '16:00 - 18:00',
      selected_days: [5],
      required_level: 10,
      requires_card_payment: 1,
      price_guests: 40,
      price_members: 40,
      scene: { kind: 'podium', palette: PALETTES.color },
    },
    {
      slug_es: 'travesia-ria-bilbao',
      slug_en: 'bilbao-estuary-swim',
      translations: texts({
        title: ['Travesía a nado de la ría de Bilbao', 'Bilboko itsasadarreko igeriketa zeharkaldia', 'Bilbao estuary swim'],
        description: [
          'La travesía popular por la ría que organiza la federación; el club acompaña a sus nadadores. La inscripción se hace en la web del organizador.',
          'Federazioak antolatzen duen itsasadarreko zeharkaldi herrikoia; klubak bere igerilariei laguntzen die. Izena antolatzailearen webgunean ematen da.',
          'The popular estuary swim run by the federation; the club goes along with its swimmers. Sign up on the organiser’s website.',
        ],
        content: [
          'Recorrido de 2.500 metros entre Deusto y el Arenal. El club organiza el transporte de vuelta para sus socios.',
          '2.500 metroko ibilbidea Deustu eta Areatzaren artean. Klubak itzulerako garraioa antolatzen du bazkideentzat.',
          '2,500-metre course from Deusto to the Arenal. The club arranges transport back for its members.',
        ],
      }),
      date: d.addDays(d.today, 50),
      location: 'Ría de Bilbao',
      schedule: '10:30',
      is_external: 1,
      external_link: 'https://www.bizkaiko-igeriketa.eus/travesia-ria',
      scene: { kind: 'openwater', palette: PALETTES.dusk },
    },
  ];
}
