import type { RecordRow, RecordsSheet } from '../../../writers/records-pdf.js';

/**
 * Club record tables for the demo, by pool length, sex and category. Times are plausible for a
 * regional club; names are invented. Generated deterministically so every seed draws the same.
 */

const EVENTS_25 = [
  ['50 libre', 23.9],
  ['100 libre', 52.4],
  ['200 libre', 114.6],
  ['400 libre', 243.8],
  ['800 libre', 506.2],
  ['1500 libre', 969.5],
  ['50 espalda', 26.8],
  ['100 espalda', 57.9],
  ['200 espalda', 125.3],
  ['50 braza', 29.4],
  ['100 braza', 63.8],
  ['200 braza', 139.7],
  ['50 mariposa', 25.3],
  ['100 mariposa', 56.1],
  ['200 mariposa', 126.9],
  ['100 estilos', 58.8],
  ['200 estilos', 127.4],
  ['400 estilos', 272.5],
] as const;

const WOMEN = [
  'Ane Zubizarreta',
  'Maddi Urrutia',
  'Uxue Bilbao',
  'Irati Goikoetxea',
  'Nahia Arrieta',
  'Leire Mendieta',
  'June Olaizola',
  'Laia Etxeberria',
];
const MEN = [
  'Beñat Agirre',
  'Oier Larrañaga',
  'Julen Ugarte',
  'Mikel Zabala',
  'Ander Iturriaga',
  'Xabier Garai',
  'Unai Lekue',
  'Peio Urkiola',
];
const PLACES_25 = ['Fadura (Getxo)', 'Gobela (Getxo)', 'Mungia', 'Txurdinaga (Bilbao)', 'Pamplona', 'Vitoria-Gasteiz', 'Castellón'];
const PLACES_50 = ['Fadura (Getxo)', 'Sabadell', 'Madrid (M-86)', 'Palma', 'Málaga', 'Anoeta (Donostia)'];

const formatTime = (seconds: number): string => {
  const m = Math.floor(seconds / 60);
  const s = (seconds - m * 60).toFixed(2).padStart(5, '0');
  return m > 0 ? `${m}:${s}` : s.replace(/^0/, '');
};

function rows(opts: {
  factor: number;
  names: string[];
  places: string[];
  years: [number, number];
  seed: number;
  long: boolean;
}): RecordRow[] {
  return EVENTS_25.filter(([e]) => !(opts.long && e === '100 estilos')).map(([event, base], i) => {
    const k = (opts.seed * 31 + i * 17) % 97;
    const year = opts.years[0] + (k % (opts.years[1] - opts.years[0] + 1));
    const month = String((k % 12) + 1).padStart(2, '0');
    const day = String((k % 27) + 1).padStart(2, '0');
    const wobble = 1 + ((k % 9) - 4) / 400;
    return {
      event: `${event} m`,
      time: formatTime(base * opts.factor * (opts.long ? 1.025 : 1) * wobble),
      swimmer: opts.names[(k + i) % opts.names.length]!,
      date: `${day}/${month}/${year}`,
      place: opts.places[k % opts.places.length]!,
    };
  });
}

export interface RecordGroupSeed {
  title_es: string;
  title_eus: string;
  files: { filename: string; sheet: RecordsSheet }[];
}

export function recordGroups(updated: string): RecordGroupSeed[] {
  const stamp = `Actualizado a ${updated} · Eguneratua: ${updated}`;
  const sheet = (title: string, subtitle: string, r: RecordRow[]): RecordsSheet => ({ title, subtitle, updated: stamp, rows: r });
  return [
    {
      title_es: 'Récords absolutos · piscina de 25 metros',
      title_eus: 'Errekor absolutuak · 25 metroko igerilekua',
      files: [
        {
          filename: 'Records absolutos femeninos 25m.pdf',
          sheet: sheet(
            'Récords del club · Klubeko errekorrak',
            'Absolutos femeninos, piscina de 25 m · Emakumezko absolutuak, 25 m',
            rows({ factor: 1.11, names: WOMEN, places: PLACES_25, years: [2009, 2025], seed: 1, long: false }),
          ),
        },
        {
          filename: 'Records absolutos masculinos 25m.pdf',
          sheet: sheet(
            'Récords del club · Klubeko errekorrak',
            'Absolutos masculinos, piscina de 25 m · Gizonezko absolutuak, 25 m',
            rows({ factor: 1, names: MEN, places: PLACES_25, years: [2008, 2025], seed: 2, long: false }),
          ),
        },
      ],
    },
    {
      title_es: 'Récords absolutos · piscina de 50 metros',
      title_eus: 'Errekor absolutuak · 50 metroko igerilekua',
      files: [
        {
          filename: 'Records absolutos femeninos 50m.pdf',
          sheet: sheet(
            'Récords del club · Klubeko errekorrak',
            'Absolutos femeninos, piscina de 50 m · Emakumezko absolutuak, 50 m',
            rows({ factor: 1.11, names: WOMEN, places: PLACES_50, years: [2010, 2025], seed: 3, long: true }),
          ),
        },
        {
          filename: 'Records absolutos masculinos 50m.pdf',
          sheet: sheet(
            'Récords del club · Klubeko errekorrak',
            'Absolutos masculinos, piscina de 50 m · Gizonezko absolutuak, 50 m',
            rows({ factor: 1, names: MEN, places: PLACES_50, years: [2011, 2025], seed: 4, long: true }),
          ),
        },
      ],
    },
    {
      title_es: 'Récords por categorías · infantil y júnior',
      title_eus: 'Kategorien errekorrak · haurrak eta gazteak',
      files: [
        {
          filename: 'Records infantil y junior 25m.pdf',
          sheet: sheet(
            'Récords por categorías · Kategorien errekorrak',
            'Infantil y júnior, piscina de 25 m · Haurrak eta gazteak, 25 m',
            rows({
              factor: 1.09,
              names: [...WOMEN.slice(4), ...MEN.slice(4)],
              places: PLACES_25,
              years: [2016, 2025],
              seed: 5,
              long: false,
            }),
          ),
        },
      ],
    },
    {
      title_es: 'Récords máster',
      title_eus: 'Master errekorrak',
      files: [
        {
          filename: 'Records master 25m.pdf',
          sheet: sheet(
            'Récords máster · Master errekorrak',
            'Todas las edades, piscina de 25 m · Adin guztiak, 25 m',
            rows({
              factor: 1.14,
              names: ['Iñaki Goikoetxea', 'Mikel Arrieta', 'Begoña Landa', 'Arantza Zubiaurre'],
              places: PLACES_25,
              years: [2015, 2025],
              seed: 6,
              long: false,
            }),
          ),
        },
      ],
    },
  ];
}
