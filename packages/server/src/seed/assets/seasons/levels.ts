import type { LevelBodyInput } from '@club/domain/seasons/seasons.schemas';
import type { SceneKind } from '../content/svg.js';

/**
 * The club's swimming levels of the 2026-2027 season (spec 001 §3: 2-4 age groups, 5-6 Dortoka 1
 * and 2, 7 Igela, 8 Olagarroa, 9 Pinguinoa, 10 Marrazoa, 11 Master, 39 special), in Spanish and
 * Basque. Ages in months at the season's start; groups at Fadura (1) and Gobela (2), days 0-6
 * Monday first, price = the monthly fee in euros.
 */
export interface LevelSeed extends Omit<LevelBodyInput, 'coverID'> {
  scene: SceneKind;
}

const p = (es: string, eus: string) => ({ es, eus });
const content = (es: string[], eus: string[]) => ({
  content_es: es.map((t) => `<p>${t}</p>`).join(''),
  content_eus: eus.map((t) => `<p>${t}</p>`).join(''),
});

const g = (poolID: 1 | 2, selected_days: number[], schedule: string, max_seating: number, price: number) => ({
  poolID,
  selected_days,
  schedule,
  max_seating,
  price,
});

const common = p(
  'La cuota mensual se cobra por domiciliación bancaria; la primera se paga con tarjeta al inscribirse.',
  'Hileko kuota banku-helbideratzez kobratzen da; lehenengoa txartelez ordaintzen da izena ematean.',
);

export const seasonLevels: LevelSeed[] = [
  {
    id: 2,
    title_es: 'Bebés en el agua',
    title_eus: 'Haurtxoak uretan',
    description_es: 'De 6 meses a 3 años, en el agua con su madre o su padre.',
    description_eus: '6 hilabetetik 3 urtera, amarekin edo aitarekin uretan.',
    ...content(
      ['Juegos de agua en el vaso pequeño, con una persona adulta de la familia.', common.es],
      ['Ur-jolasak igerileku txikian, familiako heldu batekin.', common.eus],
    ),
    age_min_months: 6,
    age_max_months: 35,
    scene: 'kids',
    variants: [g(1, [5], '10:00-10:30', 10, 32), g(2, [5], '11:00-11:30', 10, 32)],
  },
  {
    id: 3,
    title_es: 'Familiarización 3-4 años',
    title_eus: 'Uretara ohitzea 3-4 urte',
    description_es: 'Primeros pasos sin la familia dentro del agua.',
    description_eus: 'Lehen urratsak familia uretan egon gabe.',
    ...content(
      ['Flotar con material, soplar en el agua y saltar desde el borde.', common.es],
      ['Materialarekin flotatu, uretan putz egin eta ertzetik salto egin.', common.eus],
    ),
    age_min_months: 36,
    age_max_months: 59,
    scene: 'kids',
    variants: [g(1, [0, 2], '17:00-17:30', 12, 35), g(2, [1, 3], '17:00-17:30', 12, 35)],
  },
  {
    id: 4,
    title_es: 'Iniciación 5-6 años',
    title_eus: 'Hastapena 5-6 urte',
    description_es: 'Desplazamientos sin material y primeras brazadas.',
    description_eus: 'Materialik gabe mugitu eta lehen besokadak.',
    ...content(
      ['Respiración, flotación de espalda y patada de crol.', common.es],
      ['Arnasketa, bizkarrez flotatzea eta crol-ostikoa.', common.eus],
    ),
    age_min_months: 60,
    age_max_months: 83,
    scene: 'lanes',
    variants: [g(1, [0, 2], '17:45-18:30', 14, 36), g(2, [1, 3], '17:45-18:30', 14, 36)],
  },
  {
    id: 5,
    title_es: 'Dortoka 1',
    title_eus: 'Dortoka 1',
    description_es: 'Crol y espalda con ayuda, a partir de 6 años.',
    description_eus: 'Crola eta bizkarra laguntzarekin, 6 urtetik aurrera.',
    ...content(['Nadar 12,5 metros de crol y de espalda.', common.es], ['12,5 metro crolean eta bizkarrean igeri egin.', common.eus]),
    age_min_months: 72,
    age_max_months: 131,
    scene: 'lanes',
    variants: [g(1, [0, 2], '18:00-18:45', 16, 38), g(2, [1, 3], '18:00-18:45', 16, 38)],
  },
  {
    id: 6,
    title_es: 'Dortoka 2',
    title_eus: 'Dortoka 2',
    description_es: 'Crol y espalda sin ayuda; iniciación a braza.',
    description_eus: 'Crola eta bizkarra laguntzarik gabe; bularreko hastapena.',
    ...content(
      ['Nadar 25 metros de crol y de espalda sin parar.', common.es],
      ['25 metro crolean eta bizkarrean gelditu gabe.', common.eus],
    ),
    age_min_months: 72,
    age_max_months: 143,
    scene: 'lanes',
    variants: [g(1, [1, 3], '18:00-18:45', 16, 38), g(2, [0, 2], '18:00-18:45', 16, 38)],
  },
  {
    id: 7,
    title_es: 'Igela',
    title_eus: 'Igela',
    description_es: 'Braza y virajes; el salto de salida.',
    description_eus: 'Bularra eta biraketak; irteera-saltoa.',
    ...content(['Cuatro estilos básicos y los primeros virajes.', common.es], ['Oinarrizko lau estiloak eta lehen biraketak.', common.eus]),
    age_min_months: 84,
    age_max_months: 0,
    scene: 'lanes',
    variants: [g(1, [0, 2], '18:45-19:30', 18, 40), g(2, [1, 3], '18:45-19:30', 18, 40)],
  },
  {
    id: 8,
    title_es: 'Olagarroa',
    title_eus: 'Olagarroa',
    description_es: 'Mariposa y técnica de los cuatro estilos.',
    description_eus: 'Tximeleta eta lau estiloen teknika.',
    ...content(['Series cortas y técnica de mariposa.', common.es], ['Serie laburrak eta tximeleta-teknika.', common.eus]),
    age_min_months: 84,
    age_max_months: 0,
    scene: 'openwater',
    variants: [g(1, [0, 2, 4], '19:30-20:15', 18, 42), g(2, [1, 3], '19:30-20:15', 18, 42)],
  },
  {
    id: 9,
    title_es: 'Pinguinoa',
    title_eus: 'Pinguinoa',
    description_es: 'Entrenamiento de resistencia; los grupos se sortean entre las preferencias de cada familia.',
    description_eus: 'Erresistentzia-entrenamendua; taldeak familia bakoitzaren lehentasunen artean zozketatzen dira.',
    ...content(
      [
        'Ordena hasta seis grupos por preferencia (como máximo tres por instalación); el sorteo asigna a cada nadador el primero de su lista que tenga plaza. Los hermanos se sortean juntos.',
        common.es,
      ],
      [
        'Ordenatu sei talde arte lehentasunaren arabera (gehienez hiru instalazio bakoitzeko); zozketak bakoitzari plaza duen bere zerrendako lehena emango dio. Anai-arrebak batera zozketatzen dira.',
        common.eus,
      ],
    ),
    age_min_months: 84,
    age_max_months: 0,
    variant_requires_priority: 1,
    scene: 'team',
    variants: [
      g(1, [0, 2], '17:00-18:00', 4, 44),
      g(1, [1, 3], '17:00-18:00', 4, 44),
      g(1, [4], '18:00-19:30', 3, 44),
      g(2, [0, 2], '18:00-19:00', 4, 44),
      g(2, [1, 3], '18:00-19:00', 3, 44),
    ],
  },
  {
    id: 10,
    title_es: 'Marrazoa',
    title_eus: 'Marrazoa',
    description_es: 'Perfeccionamiento y preparación para la competición.',
    description_eus: 'Hobekuntza eta lehiaketarako prestaketa.',
    ...content(['Cuatro sesiones por semana, con controles de tiempos.', common.es], ['Astean lau saio, denbora-kontrolekin.', common.eus]),
    age_min_months: 108,
    age_max_months: 0,
    scene: 'podium',
    variants: [g(1, [0, 1, 2, 3], '19:00-20:30', 20, 45)],
  },
  {
    id: 11,
    title_es: 'Master',
    title_eus: 'Master',
    description_es: 'Personas adultas que quieren entrenar en grupo.',
    description_eus: 'Taldean entrenatu nahi duten helduak.',
    ...content(
      ['Entrenamientos a primera hora y al mediodía.', common.es],
      ['Goizeko lehen orduko eta eguerdiko entrenamenduak.', common.eus],
    ),
    age_min_months: 216,
    age_max_months: 0,
    scene: 'openwater',
    variants: [g(1, [0, 2, 4], '07:00-08:00', 25, 39), g(2, [1, 3], '14:00-15:00', 25, 39)],
  },
  {
    id: 39,
    title_es: 'Natación adaptada',
    title_eus: 'Igeriketa egokitua',
    description_es: 'Grupo reducido con monitor de apoyo; la oficina asigna el horario con cada familia.',
    description_eus: 'Talde txikia laguntzaile batekin; bulegoak familia bakoitzarekin adosten du ordutegia.',
    ...content(
      ['Apúntate y te llamaremos para elegir juntos el horario.', common.es],
      ['Eman izena eta deituko dizugu ordutegia elkarrekin aukeratzeko.', common.eus],
    ),
    scene: 'kids',
  },
];
