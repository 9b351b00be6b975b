import type { CourseTexts } from '@club/domain/content/content.rules';
import type { Palette, SceneKind } from './svg.js';
import { PALETTES } from './svg.js';

/** Demo slides, 'this week' banners and upcoming courses of the landing page. */

export interface SlideSeed {
  header_text_es: string;
  header_text_eus: string;
  sub_text_es: string;
  sub_text_eus: string;
  link: string;
  scene: SceneKind;
  palette: Palette;
}

export const slides = (season: string): SlideSeed[] => [
  {
    header_text_es: `Temporada ${season}: inscripciones abiertas`,
    header_text_eus: `${season} denboraldia: izen-ematea zabalik`,
    sub_text_es: 'Elige grupo y horario en Fadura o Gobela, desde los 4 años hasta el máster.',
    sub_text_eus: 'Aukeratu taldea eta ordutegia Faduran edo Gobelan, 4 urtetik masterrera arte.',
    link: '/actividades/temporada',
    scene: 'lanes',
    palette: PALETTES.color,
  },
  {
    header_text_es: 'Ven a jugar al waterpolo',
    header_text_eus: 'Etorri waterpolora jolastera',
    sub_text_es: 'La escuela de Gobela busca nuevos jugadores y jugadoras nacidos entre 2012 y 2017.',
    sub_text_eus: 'Gobelako eskolak 2012 eta 2017 artean jaiotako jokalari berriak bilatzen ditu.',
    link: '/equipo/waterpolo',
    scene: 'waterpolo',
    palette: PALETTES.teal,
  },
  {
    header_text_es: 'Hazte socio del club',
    header_text_eus: 'Egin zaitez klubeko bazkide',
    sub_text_es: 'Licencia federativa, equipación y descuentos en todas las actividades.',
    sub_text_eus: 'Federazio lizentzia, ekipazioa eta deskontuak jarduera guztietan.',
    link: '/hazte_socio',
    scene: 'openwater',
    palette: PALETTES.dusk,
  },
];

export interface BannerSeed {
  header_text_es: string;
  header_text_eus: string;
  header_text_eng: string;
  sub_text_es: string;
  sub_text_eus: string;
  sub_text_eng: string;
  link: string;
  scene: SceneKind;
  palette: Palette;
}

export const banners: BannerSeed[] = [
  {
    header_text_es: 'Control de marcas en Fadura',
    header_text_eus: 'Marka kontrola Faduran',
    header_text_eng: 'Time trials at Fadura',
    sub_text_es: 'Sábado de 9:00 a 13:00 para los grupos Pinguinoa, Marrazoa y competición.',
    sub_text_eus: 'Larunbatean, 9:00etatik 13:00etara, Pinguinoa, Marrazoa eta lehiaketa taldeentzat.',
    sub_text_eng: 'Saturday 9:00 to 13:00 for the Pinguinoa, Marrazoa and competition groups.',
    link: '/equipo/horarios',
    scene: 'lanes',
    palette: PALETTES.teal,
  },
  {
    header_text_es: 'Jornada de puertas abiertas de waterpolo',
    header_text_eus: 'Waterpoloko ate irekien jardunaldia',
    header_text_eng: 'Water-polo open day',
    sub_text_es: 'Domingo a las 11:00 en Gobela. Trae bañador y gorro; el balón lo ponemos nosotros.',
    sub_text_eus: 'Igandean, 11:00etan, Gobelan. Ekarri bainujantzia eta txanoa; baloia guk jarriko dugu.',
    sub_text_eng: 'Sunday at 11:00 at Gobela. Bring a swimsuit and a cap; we bring the ball.',
    link: '/equipo/waterpolo',
    scene: 'waterpolo',
    palette: PALETTES.color,
  },
  {
    header_text_es: 'Nuevos récords del club',
    header_text_eus: 'Klubeko errekor berriak',
    header_text_eng: 'New club records',
    sub_text_es: 'Ya puedes descargar las tablas actualizadas tras el Campeonato de Euskadi.',
    sub_text_eus: 'Euskadiko Txapelketaren ondoren eguneratutako taulak deskarga ditzakezu.',
    sub_text_eng: 'Download the updated tables after the Basque Championship.',
    link: '/equipo/records',
    scene: 'podium',
    palette: PALETTES.color,
  },
];

/** A demo course: its texts in the three languages (the domain's CourseTexts) and its facts. */
export interface CourseSeed extends CourseTexts {
  slug_es: string;
  slug_en: string;
  /** Days from the seed date to the start, to the end (null = none) and to the signup deadline. */
  startInDays: number;
  endInDays: number | null;
  signupUntilInDays: number | null;
  location: string;
  schedule: string;
  requiresMembership?: boolean;
  ageMinMonths?: number;
  ageMaxMonths?: number;
  /** A drawn cover; without one the web picks a gallery picture. */
  scene?: { kind: SceneKind; palette: Palette };
}

export const courses: CourseSeed[] = [
  {
    slug_es: 'cursillo-intensivo-natacion-infantil',
    slug_en: 'intensive-children-swimming-course',
    title_es: 'Cursillo intensivo de natación infantil',
    title_eus: 'Haurrentzako igeriketa ikastaro trinkoa',
    title_en: 'Intensive swimming course for children',
    description_es:
      'Dos semanas de clases diarias para que niños y niñas de 5 a 10 años ganen confianza en el agua y aprendan los cuatro estilos.',
    description_eus:
      'Bi asteko eguneroko eskolak, 5 eta 10 urte arteko haurrek uretan konfiantza har dezaten eta lau estiloak ikas ditzaten.',
    description_en: 'Two weeks of daily lessons for children aged 5 to 10 to gain confidence in the water and learn the four strokes.',
    content_es:
      'Grupos reducidos de ocho alumnos por monitor, organizados por nivel tras una prueba el primer día. Incluye gorro del club y diploma de participación. Es necesario traer bañador, toalla, chanclas y gafas.',
    content_eus:
      'Talde txikiak, zortzi ikasle begirale bakoitzeko, lehen eguneko proba baten ondoren mailaka antolatuta. Klubeko txanoa eta parte-hartze diploma barne. Bainujantzia, eskuoihala, txankletak eta betaurrekoak ekarri behar dira.',
    content_en:
      'Small groups of eight pupils per instructor, arranged by level after a test on the first day. Includes a club cap and a participation diploma. Bring a swimsuit, towel, flip-flops and goggles.',
    startInDays: 12,
    endInDays: 25,
    signupUntilInDays: 8,
    // Its groups are at both pools (courses.ts), and each group has its own days and hours.
    location: 'Piscinas de Fadura y Gobela',
    schedule: '',
    ageMinMonths: 60,
    ageMaxMonths: 131,
    scene: { kind: 'kids', palette: PALETTES.color },
  },
  {
    slug_es: 'campus-waterpolo',
    slug_en: 'water-polo-camp',
    title_es: 'Campus de waterpolo',
    title_eus: 'Waterpolo campusa',
    title_en: 'Water-polo camp',
    description_es: 'Una semana de waterpolo, juegos en el agua y actividades en la playa de Ereaga con los jugadores del primer equipo.',
    description_eus: 'Aste bat waterpoloan, uretako jolasetan eta Ereagako hondartzako jardueretan, lehen taldeko jokalariekin.',
    description_en: 'A week of water polo, water games and activities on Ereaga beach with the first-team players.',
    content_es:
      'Para nacidos entre 2011 y 2016 que sepan nadar. Por las mañanas entrenamiento técnico en Gobela y por las tardes juegos y deportes de playa. El último día, partido con las familias.',
    content_eus:
      '2011 eta 2016 artean jaiotakoentzat, igeri egiten badakite. Goizetan entrenamendu teknikoa Gobelan, eta arratsaldetan jolasak eta hondartzako kirolak. Azken egunean, partida familiekin.',
    content_en:
      'For children born between 2011 and 2016 who can swim. Technical training at Gobela in the mornings, games and beach sports in the afternoons. A match with the families on the last day.',
    startInDays: 30,
    endInDays: 34,
    signupUntilInDays: 24,
    location: 'Piscina de Gobela y playa de Ereaga',
    schedule: '9:30-14:00',
    scene: { kind: 'waterpolo', palette: PALETTES.teal },
  },
  {
    slug_es: 'tecnica-crol-adultos',
    slug_en: 'front-crawl-technique-for-adults',
    title_es: 'Técnica de crol para adultos',
    title_eus: 'Crol teknika helduentzat',
    title_en: 'Front crawl technique for adults',
    description_es:
      'Ocho sesiones para mejorar la respiración, la patada y la eficiencia del crol, con grabación en vídeo y corrección individual.',
    description_eus:
      'Zortzi saio arnasketa, hanka-keinua eta crolaren eraginkortasuna hobetzeko, bideo grabaketarekin eta banakako zuzenketarekin.',
    description_en:
      'Eight sessions to improve breathing, kick and efficiency in front crawl, with video recording and individual feedback.',
    content_es:
      'Dirigido a personas adultas que ya nadan 200 metros seguidos. Plazas limitadas a doce por grupo. Las personas socias tienen descuento.',
    content_eus: 'Jada 200 metro jarraian igeri egiten duten helduentzat. Hamabi plaza talde bakoitzeko. Bazkideek deskontua dute.',
    content_en: 'For adults who can already swim 200 metres non-stop. Twelve places per group. Members get a discount.',
    startInDays: 45,
    endInDays: 72,
    signupUntilInDays: 40,
    location: 'Piscina de Fadura',
    // Each of its two groups has its own days and hours (seed/assets/activities/courses.ts).
    schedule: '',
    ageMinMonths: 216,
  },
  {
    slug_es: 'bautismo-aguas-abiertas-ereaga',
    slug_en: 'open-water-taster-ereaga',
    title_es: 'Bautismo de aguas abiertas en Ereaga',
    title_eus: 'Ur irekietako bataioa Ereagan',
    title_en: 'Open-water taster at Ereaga',
    description_es: 'Una mañana para nadar en el mar con seguridad: orientación, salidas desde la playa y nado en grupo con neopreno.',
    description_eus: 'Goiz bat itsasoan segurtasunez igeri egiteko: orientazioa, hondartzatik irteerak eta taldean igeri neoprenoarekin.',
    description_en: 'A morning of safe sea swimming: sighting, beach starts and group swimming in a wetsuit.',
    content_es:
      'Con embarcación de apoyo y socorristas del club. Es imprescindible nadar 400 metros sin parar en piscina. El club presta neoprenos a quien no tenga.',
    content_eus:
      'Laguntza ontziarekin eta klubeko sorospenekin. Ezinbestekoa da igerilekuan 400 metro gelditu gabe egitea. Klubak neoprenoak uzten dizkie ez dutenei.',
    content_en: 'With a support boat and club lifeguards. You must be able to swim 400 metres non-stop in a pool. The club lends wetsuits.',
    startInDays: 60,
    endInDays: null,
    signupUntilInDays: 55,
    location: 'Playa de Ereaga',
    schedule: '10:00-13:00',
    requiresMembership: true,
    scene: { kind: 'openwater', palette: PALETTES.color },
  },
  {
    slug_es: 'aquagym-gobela',
    slug_en: 'aquagym-gobela',
    title_es: 'Aquagym en Gobela',
    title_eus: 'Aquagyma Gobelan',
    title_en: 'Aquagym at Gobela',
    description_es: 'Ejercicio suave en el agua al ritmo de la música, para todas las edades y sin necesidad de saber nadar.',
    description_eus: 'Ariketa leuna uretan, musikaren erritmoan, adin guztietarako eta igeri egiten jakin beharrik gabe.',
    description_en: 'Gentle exercise in the water to music, for all ages, no swimming skills needed.',
    content_es: 'Sesiones de 45 minutos en la piscina de enseñanza de Gobela, con el agua a la altura del pecho.',
    content_eus: '45 minutuko saioak Gobelako irakaskuntza igerilekuan, ura bularreraino duela.',
    content_en: '45-minute sessions in the Gobela teaching pool, with chest-deep water.',
    startInDays: 90,
    endInDays: 180,
    signupUntilInDays: 85,
    location: 'Piscina de Gobela',
    // Hours only: the days are the course's selected_days (courses.ts), put in words per language.
    schedule: '11:00-11:45',
  },
  {
    // Already started: it must not appear among the upcoming activities.
    slug_es: 'travesia-puerto-viejo',
    slug_en: 'old-port-swim',
    title_es: 'Travesía a nado del Puerto Viejo',
    title_eus: 'Portu Zaharreko igeriketa zeharkaldia',
    title_en: 'Old Port open-water swim',
    description_es: 'La travesía popular del club entre el Puerto Viejo de Algorta y la playa de Ereaga.',
    description_eus: 'Klubaren zeharkaldi herrikoia, Algortako Portu Zaharraren eta Ereagako hondartzaren artean.',
    description_en: 'The club popular swim between the Old Port of Algorta and Ereaga beach.',
    // Every language's content over 64 characters: a shorter translation is replaced by the
    // Spanish text in the activity's summary (spec 001 §9, courseSummary).
    content_es: 'Recorrido de 1.500 metros con salida a las 11:00 desde la rampa del Puerto Viejo y llegada a Ereaga.',
    content_eus: '1.500 metroko ibilbidea; irteera 11:00etan Portu Zaharreko arrapalatik, eta helmuga Ereagan.',
    content_en: '1,500-metre course starting at 11:00 from the Old Port slipway and finishing at Ereaga.',
    startInDays: -10,
    endInDays: null,
    signupUntilInDays: -15,
    location: 'Puerto Viejo de Algorta',
    schedule: '11:00',
  },
];
