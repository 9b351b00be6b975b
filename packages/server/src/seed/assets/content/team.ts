import type { Portrait } from './svg.js';

/**
 * Demo people, history and timetables of the team pages. Names are invented; roles, groups and
 * pools are the club's (groups Dortoka, Igela, Olagarroa, Pinguinoa, Marrazoa and Master as in
 * the season levels of spec 001 §3; pools 1 Fadura and 2 Gobela).
 */

export interface SectionSeed {
  key: 'swimming' | 'waterpolo' | 'board' | 'history' | 'schedules';
  title_es: string;
  title_eus: string;
  intro_es: string;
  intro_eus: string;
  contact_email: string;
}

export const sections = (season: string): SectionSeed[] => [
  {
    key: 'swimming',
    title_es: 'Equipo de natación',
    title_eus: 'Igeriketa taldea',
    intro_es:
      'Más de trescientos nadadores y nadadoras entrenan con nosotros en Fadura y Gobela, desde los grupos de iniciación hasta el equipo absoluto y el máster. Este es el equipo técnico que los acompaña cada día.',
    intro_eus:
      'Hirurehun igerilari baino gehiagok entrenatzen dute gurekin Faduran eta Gobelan, hastapen taldeetatik talde absolutura eta masterrera arte. Hau da egunero laguntzen dien talde teknikoa.',
    contact_email: 'igeriketa@cngetxo.eus',
  },
  {
    key: 'waterpolo',
    title_es: 'Waterpolo',
    title_eus: 'Waterpoloa',
    intro_es:
      'Nuestra sección de waterpolo compite en las ligas vascas con equipos masculino y femenino, y forma a las nuevas generaciones en la escuela de Gobela. Te presentamos a algunas de las personas que defienden el gorro del club esta temporada.',
    intro_eus:
      'Gure waterpolo sekzioak Euskadiko ligetan lehiatzen du, gizonezkoen eta emakumezkoen taldeekin, eta belaunaldi berriak prestatzen ditu Gobelako eskolan. Denboraldi honetan klubaren txanoa defendatzen duten zenbait kirolari aurkezten dizkizugu.',
    contact_email: 'waterpoloa@cngetxo.eus',
  },
  {
    key: 'board',
    title_es: 'Junta directiva',
    title_eus: 'Zuzendaritza batzordea',
    intro_es:
      'La Junta Directiva, elegida por la Asamblea General, gobierna el club de forma voluntaria. Puedes escribirnos a la oficina para cualquier propuesta o consulta.',
    intro_eus:
      'Batzar Nagusiak hautatutako Zuzendaritza Batzordeak borondatez gobernatzen du kluba. Edozein proposamen edo kontsultatarako idatzi bulegora.',
    contact_email: 'bulegoa@cngetxo.eus',
  },
  {
    key: 'history',
    title_es: 'Nuestra historia',
    title_eus: 'Gure historia',
    intro_es:
      'Desde los primeros baños organizados en el Puerto Viejo de Algorta hasta las piscinas de Fadura y Gobela: más de cincuenta años de natación y waterpolo en Getxo.',
    intro_eus:
      'Algortako Portu Zaharrean antolatutako lehen bainuetatik Fadurako eta Gobelako igerilekuetara: berrogeita hamar urte baino gehiago igeriketan eta waterpoloan Getxon.',
    contact_email: '',
  },
  {
    key: 'schedules',
    title_es: `Horarios de entrenamiento ${season}`,
    title_eus: `${season} denboraldiko entrenamendu ordutegiak`,
    intro_es:
      'Horarios de los grupos de natación por piscina. Los grupos de escuela siguen el calendario escolar; los de competición entrenan también en Navidad y Semana Santa salvo los festivos.',
    intro_eus:
      'Igeriketa taldeen ordutegiak, igerilekuka. Eskola taldeek eskola egutegiari jarraitzen diote; lehiaketa taldeek Gabonetan eta Aste Santuan ere entrenatzen dute, jaiegunetan izan ezik.',
    contact_email: 'igeriketa@cngetxo.eus',
  },
];

export interface MemberSeed {
  name: string;
  role_es: string;
  role_eus: string;
  bio_es: string;
  bio_eus: string;
  number?: number;
  portrait: Omit<Portrait, 'label'>;
}

const SKIN = ['#f1c27d', '#e0ac69', '#ffdbac', '#c68642', '#8d5524'] as const;

export const coaches: MemberSeed[] = [
  {
    name: 'Ane Uriarte Zabala',
    role_es: 'Entrenadora jefa · grupo absoluto',
    role_eus: 'Entrenatzaile burua · talde absolutua',
    bio_es:
      'Licenciada en Ciencias de la Actividad Física y entrenadora superior de natación. Dirige el equipo absoluto desde 2014 y ha llevado a nadadores del club a siete Campeonatos de España.',
    bio_eus:
      'Jarduera Fisikoaren Zientzietan lizentziaduna eta igeriketako goi mailako entrenatzailea. 2014tik talde absolutua zuzentzen du, eta klubeko igerilariak zazpi Espainiako Txapelketatara eraman ditu.',
    portrait: { skin: SKIN[0], hair: '#4a2f1b', hairStyle: 'long', shirt: '#1c7ed6', bg: '#d0ebff', whistle: true },
  },
  {
    name: 'Jon Ander Laka Barrenetxea',
    role_es: 'Entrenador · grupos infantil y junior',
    role_eus: 'Entrenatzailea · haurren eta gazteen taldeak',
    bio_es:
      'Exnadador del club y entrenador de nivel II. Prepara a los grupos infantil y junior para los campeonatos de Euskadi y el Open de Bizkaia.',
    bio_eus:
      'Klubeko igerilari ohia eta II. mailako entrenatzailea. Haurren eta gazteen taldeak prestatzen ditu Euskadiko txapelketetarako eta Bizkaiko Openerako.',
    portrait: { skin: SKIN[2], hair: '#2b2b2b', hairStyle: 'short', shirt: '#0b7285', bg: '#c5f6fa', beard: true, whistle: true },
  },
  {
    name: 'Leire Olabarria Gaminde',
    role_es: 'Coordinadora de la escuela de natación',
    role_eus: 'Igeriketa eskolako koordinatzailea',
    bio_es:
      'Maestra de educación física. Coordina los grupos Dortoka, Igela, Olagarroa y Pinguinoa, donde los más pequeños aprenden a nadar jugando.',
    bio_eus:
      'Gorputz hezkuntzako irakaslea. Dortoka, Igela, Olagarroa eta Pinguinoa taldeak koordinatzen ditu; bertan, txikienek jolasean ikasten dute igerian.',
    portrait: { skin: SKIN[1], hair: '#8b4513', hairStyle: 'ponytail', shirt: '#f08c00', bg: '#fff3bf', whistle: true },
  },
  {
    name: 'Mikel Arrieta Isasi',
    role_es: 'Entrenador · Marrazoa y máster',
    role_eus: 'Entrenatzailea · Marrazoa eta masterra',
    bio_es: 'Triatleta y entrenador de natación. Lleva el grupo Marrazoa y el equipo máster, y prepara las travesías a nado de verano.',
    bio_eus:
      'Triatleta eta igeriketa entrenatzailea. Marrazoa taldea eta master taldea zuzentzen ditu, eta udako zeharkaldiak prestatzen ditu.',
    portrait: { skin: SKIN[3], hair: '#1a1a1a', hairStyle: 'curly', shirt: '#2f9e44', bg: '#d3f9d8', glasses: true, whistle: true },
  },
];

const CAP_BLUE = '#1864ab';
const CAP_WHITE = '#f8f9fa';

export const players: MemberSeed[] = [
  {
    name: 'Nerea Elorriaga Bengoetxea',
    number: 1,
    role_es: 'Portera · primer equipo femenino',
    role_eus: 'Atezaina · emakumeen lehen taldea',
    bio_es: 'Capitana del equipo femenino. Empezó en la escuela de waterpolo de Gobela con nueve años.',
    bio_eus: 'Emakumeen taldeko kapitaina. Bederatzi urterekin hasi zen Gobelako waterpolo eskolan.',
    portrait: { skin: SKIN[0], hair: '#3b2314', hairStyle: 'bun', shirt: CAP_BLUE, bg: '#e7f5ff', cap: { color: '#c92a2a', number: 1 } },
  },
  {
    name: 'Maialen Agirre Txurruka',
    number: 7,
    role_es: 'Boya · primer equipo femenino',
    role_eus: 'Buia · emakumeen lehen taldea',
    bio_es: 'Máxima goleadora de la liga vasca la temporada pasada, con 48 goles.',
    bio_eus: 'Joan den denboraldian Euskadiko ligako golegile nagusia izan zen, 48 golekin.',
    portrait: { skin: SKIN[2], hair: '#6b3e26', hairStyle: 'long', shirt: CAP_BLUE, bg: '#e7f5ff', cap: { color: CAP_WHITE, number: 7 } },
  },
  {
    name: 'Irati Sarasola Egia',
    number: 4,
    role_es: 'Defensa · primer equipo femenino',
    role_eus: 'Atzelaria · emakumeen lehen taldea',
    bio_es: 'Internacional con la selección vasca juvenil. Compagina el waterpolo con sus estudios de ingeniería.',
    bio_eus: 'Euskal gazte selekzioarekin nazioartekoa. Waterpoloa eta ingeniaritza ikasketak uztartzen ditu.',
    portrait: {
      skin: SKIN[1],
      hair: '#1f1f1f',
      hairStyle: 'ponytail',
      shirt: CAP_BLUE,
      bg: '#e7f5ff',
      cap: { color: CAP_WHITE, number: 4 },
    },
  },
  {
    name: 'Unai Bilbao Aretxabaleta',
    number: 1,
    role_es: 'Portero · primer equipo masculino',
    role_eus: 'Atezaina · gizonen lehen taldea',
    bio_es: 'Quince temporadas en el club. Es también entrenador de la escuela de waterpolo.',
    bio_eus: 'Hamabost denboraldi klubean. Waterpolo eskolako entrenatzailea ere bada.',
    portrait: {
      skin: SKIN[0],
      hair: '#2b2b2b',
      hairStyle: 'short',
      shirt: CAP_BLUE,
      bg: '#e7f5ff',
      beard: true,
      cap: { color: '#c92a2a', number: 1 },
    },
  },
  {
    name: 'Asier Mendizabal Urkiza',
    number: 9,
    role_es: 'Boya · primer equipo masculino',
    role_eus: 'Buia · gizonen lehen taldea',
    bio_es: 'Llegó al club desde la natación y hoy es la referencia ofensiva del equipo.',
    bio_eus: 'Igeriketatik iritsi zen klubera, eta gaur egun taldearen erreferentzia da erasoan.',
    portrait: { skin: SKIN[3], hair: '#111111', hairStyle: 'short', shirt: CAP_BLUE, bg: '#e7f5ff', cap: { color: CAP_BLUE, number: 9 } },
  },
  {
    name: 'Eneko Ibarra Landaluze',
    number: 11,
    role_es: 'Extremo · primer equipo masculino',
    role_eus: 'Hegaleko jokalaria · gizonen lehen taldea',
    bio_es: 'El zurdo más rápido del equipo. Debutó en el primer equipo con dieciséis años.',
    bio_eus: 'Taldeko ezkertiarrik azkarrena. Hamasei urterekin egin zuen debuta lehen taldean.',
    portrait: { skin: SKIN[2], hair: '#a0522d', hairStyle: 'fringe', shirt: CAP_BLUE, bg: '#e7f5ff', cap: { color: CAP_BLUE, number: 11 } },
  },
];

export const board: MemberSeed[] = [
  {
    name: 'Iñaki Goikoetxea Bilbao',
    role_es: 'Presidente',
    role_eus: 'Lehendakaria',
    bio_es: 'Nadador máster y padre de dos nadadores del club. En la junta desde 2017.',
    bio_eus: 'Master igerilaria eta klubeko bi igerilariren aita. 2017tik batzordean.',
    portrait: { skin: SKIN[0], hair: '#7a7a7a', hairStyle: 'bald', shirt: '#343a40', bg: '#f1f3f5', collar: true, glasses: true },
  },
  {
    name: 'Begoña Landa Ormaetxea',
    role_es: 'Vicepresidenta',
    role_eus: 'Lehendakariordea',
    bio_es: 'Responsable de las relaciones con Getxo Kirolak y las federaciones.',
    bio_eus: 'Getxo Kirolak erakundearekiko eta federazioekiko harremanen arduraduna.',
    portrait: { skin: SKIN[1], hair: '#5c3a21', hairStyle: 'long', shirt: '#862e9c', bg: '#f3d9fa', collar: true },
  },
  {
    name: 'Josu Etxebarria Arana',
    role_es: 'Secretario',
    role_eus: 'Idazkaria',
    bio_es: 'Lleva las actas, el registro de socios y la convocatoria de las asambleas.',
    bio_eus: 'Aktak, bazkideen erregistroa eta batzarren deialdiak eramaten ditu.',
    portrait: { skin: SKIN[2], hair: '#2b2b2b', hairStyle: 'short', shirt: '#1864ab', bg: '#d0ebff', collar: true, beard: true },
  },
  {
    name: 'Arantza Zubiaurre Loizaga',
    role_es: 'Tesorera',
    role_eus: 'Diruzaina',
    bio_es: 'Economista. Prepara el presupuesto y las cuentas que aprueba la Asamblea General.',
    bio_eus: 'Ekonomialaria. Batzar Nagusiak onartzen dituen aurrekontua eta kontuak prestatzen ditu.',
    portrait: { skin: SKIN[0], hair: '#c29b6c', hairStyle: 'bun', shirt: '#2b8a3e', bg: '#ebfbee', collar: true, glasses: true },
  },
  {
    name: 'Koldo Lekue Agirre',
    role_es: 'Vocal de natación',
    role_eus: 'Igeriketako batzordekidea',
    bio_es: 'Enlace entre la junta y el equipo técnico de natación.',
    bio_eus: 'Batzordearen eta igeriketako talde teknikoaren arteko lotura.',
    portrait: { skin: SKIN[3], hair: '#1a1a1a', hairStyle: 'curly', shirt: '#e8590c', bg: '#fff4e6', collar: true },
  },
  {
    name: 'Itziar Bengoa Uribe',
    role_es: 'Vocal de waterpolo',
    role_eus: 'Waterpoloko batzordekidea',
    bio_es: 'Exjugadora del primer equipo femenino. Coordina la escuela y los equipos de base.',
    bio_eus: 'Emakumeen lehen taldeko jokalari ohia. Eskola eta oinarrizko taldeak koordinatzen ditu.',
    portrait: { skin: SKIN[2], hair: '#3b2314', hairStyle: 'fringe', shirt: '#0b7285', bg: '#e3fafc', collar: true },
  },
  {
    name: 'Gorka Ibarrola Txakartegi',
    role_es: 'Vocal de instalaciones y material',
    role_eus: 'Instalazioetako eta materialeko batzordekidea',
    bio_es: 'Se ocupa de la equipación, el material de entrenamiento y el uso de las calles.',
    bio_eus: 'Ekipazioaz, entrenamenduko materialaz eta kaleen erabileraz arduratzen da.',
    portrait: { skin: SKIN[4], hair: '#111111', hairStyle: 'short', shirt: '#495057', bg: '#f8f9fa', collar: true },
  },
];

export interface MilestoneSeed {
  year: number;
  title_es: string;
  title_eus: string;
  text_es: string;
  text_eus: string;
  scene?: {
    kind: 'lanes' | 'waterpolo' | 'openwater' | 'podium' | 'building' | 'team' | 'trophy' | 'port' | 'kids';
    palette: 'color' | 'sepia' | 'grey' | 'teal' | 'dusk';
    aged?: boolean;
  };
}

export const milestones: MilestoneSeed[] = [
  {
    year: 1971,
    title_es: 'Fundación en Algorta',
    title_eus: 'Sorrera Algortan',
    text_es:
      'Un grupo de bañistas del Puerto Viejo funda el club para organizar travesías y enseñar a nadar a los niños del barrio. Los primeros entrenamientos se hacen en el mar, entre junio y septiembre.',
    text_eus:
      'Portu Zaharreko bainulari talde batek sortu zuen kluba, zeharkaldiak antolatzeko eta auzoko haurrei igerian irakasteko. Lehen entrenamenduak itsasoan egin ziren, ekainetik irailera.',
    scene: { kind: 'port', palette: 'sepia', aged: true },
  },
  {
    year: 1978,
    title_es: 'Primera piscina cubierta en Gobela',
    title_eus: 'Lehen igerileku estalia Gobelan',
    text_es:
      'La apertura de la piscina de Gobela permite entrenar todo el año. El club pasa de cuarenta a más de doscientos nadadores en dos temporadas.',
    text_eus:
      'Gobelako igerilekua irekitzeari esker, urte osoan entrenatu ahal izan zen. Klubak berrogei igerilari izatetik berrehun baino gehiago izatera igaro zen bi denboralditan.',
    scene: { kind: 'building', palette: 'grey', aged: true },
  },
  {
    year: 1986,
    title_es: 'Nace la sección de waterpolo',
    title_eus: 'Waterpolo sekzioa sortzen da',
    text_es: 'Un grupo de nadadores juveniles forma el primer equipo de waterpolo, que debuta en la liga vizcaína esa misma temporada.',
    text_eus: 'Gazte igerilari talde batek lehen waterpolo taldea osatu zuen, eta denboraldi berean egin zuen debuta Bizkaiko ligan.',
    scene: { kind: 'waterpolo', palette: 'sepia', aged: true },
  },
  {
    year: 1994,
    title_es: 'Primera medalla nacional',
    title_eus: 'Lehen domina Espainian',
    text_es:
      'Una nadadora del club gana el bronce en los 200 metros espalda del Campeonato de España júnior, la primera medalla nacional de nuestra historia.',
    text_eus:
      'Klubeko igerilari batek brontzezko domina irabazi zuen Espainiako gazte txapelketako 200 metro bizkar estiloan: gure historiako lehen domina Espainia mailan.',
    scene: { kind: 'podium', palette: 'grey', aged: true },
  },
  {
    year: 2003,
    title_es: 'Traslado a Fadura',
    title_eus: 'Fadurara lekualdatzea',
    text_es:
      'Con la nueva piscina de cincuenta metros de Fadura, los grupos de competición se trasladan allí y Gobela se queda con la escuela y el waterpolo.',
    text_eus:
      'Fadurako berrogeita hamar metroko igerileku berriarekin, lehiaketa taldeak hara joan ziren, eta Gobelan eskola eta waterpoloa geratu ziren.',
    scene: { kind: 'lanes', palette: 'teal' },
  },
  {
    year: 2011,
    title_es: 'Ascenso del waterpolo femenino',
    title_eus: 'Emakumeen waterpoloaren igoera',
    text_es: 'El equipo femenino asciende a Primera División nacional tras ganar la liga vasca sin perder un solo partido.',
    text_eus: 'Emakumeen taldea Espainiako Lehen Mailara igo zen, Euskadiko liga partidarik galdu gabe irabazi ondoren.',
    scene: { kind: 'team', palette: 'color' },
  },
  {
    year: 2016,
    title_es: 'La escuela supera los 400 alumnos',
    title_eus: 'Eskolak 400 ikasle gainditzen ditu',
    text_es: 'Los grupos Dortoka, Igela, Olagarroa, Pinguinoa y Marrazoa reúnen por primera vez a más de cuatrocientos niños y niñas.',
    text_eus: 'Dortoka, Igela, Olagarroa, Pinguinoa eta Marrazoa taldeek lehen aldiz bildu zituzten laurehun haur baino gehiago.',
    scene: { kind: 'kids', palette: 'color' },
  },
  {
    year: 2021,
    title_es: 'Cincuenta aniversario',
    title_eus: 'Berrogeita hamargarren urteurrena',
    text_es:
      'Celebramos medio siglo con una travesía a nado desde el Puerto Viejo hasta Ereaga en la que participaron nadadores de todas las generaciones del club.',
    text_eus:
      'Mende erdia ospatu genuen Portu Zaharretik Ereagaraino igerian egindako zeharkaldi batekin; klubeko belaunaldi guztietako igerilariek hartu zuten parte.',
    scene: { kind: 'openwater', palette: 'dusk' },
  },
];

export interface ScheduleSeed {
  group_es: string;
  group_eus: string;
  pool: 1 | 2;
  days: number[];
  start: string;
  end: string;
  note_es?: string;
  note_eus?: string;
}

/** Days 0-6, Monday first. */
export const schedules: ScheduleSeed[] = [
  { group_es: 'Dortoka 1 (4 y 5 años)', group_eus: 'Dortoka 1 (4 eta 5 urte)', pool: 2, days: [0, 2], start: '17:30', end: '18:15' },
  { group_es: 'Dortoka 2 (5 y 6 años)', group_eus: 'Dortoka 2 (5 eta 6 urte)', pool: 2, days: [1, 3], start: '17:30', end: '18:15' },
  { group_es: 'Igela', group_eus: 'Igela', pool: 1, days: [0, 2, 4], start: '17:30', end: '18:30' },
  { group_es: 'Igela', group_eus: 'Igela', pool: 2, days: [1, 3], start: '18:15', end: '19:15' },
  { group_es: 'Olagarroa', group_eus: 'Olagarroa', pool: 1, days: [1, 3], start: '18:00', end: '19:15' },
  { group_es: 'Pinguinoa', group_eus: 'Pinguinoa', pool: 1, days: [0, 1, 2, 3], start: '18:30', end: '20:00' },
  { group_es: 'Marrazoa', group_eus: 'Marrazoa', pool: 2, days: [0, 1, 2, 3, 4], start: '19:00', end: '20:30' },
  {
    group_es: 'Competición infantil y júnior',
    group_eus: 'Haur eta gazte lehiaketa',
    pool: 1,
    days: [0, 1, 2, 3, 4],
    start: '17:00',
    end: '19:00',
  },
  {
    group_es: 'Competición infantil y júnior',
    group_eus: 'Haur eta gazte lehiaketa',
    pool: 1,
    days: [5],
    start: '09:00',
    end: '11:00',
    note_es: 'Gimnasio de 8:30 a 9:00',
    note_eus: 'Gimnasioa 8:30etik 9:00etara',
  },
  {
    group_es: 'Absoluto',
    group_eus: 'Absolutua',
    pool: 1,
    days: [0, 1, 2, 3, 4],
    start: '06:45',
    end: '08:15',
    note_es: 'Sesión de mañana',
    note_eus: 'Goizeko saioa',
  },
  { group_es: 'Absoluto', group_eus: 'Absolutua', pool: 1, days: [0, 1, 2, 3, 4], start: '19:30', end: '21:00' },
  { group_es: 'Absoluto', group_eus: 'Absolutua', pool: 1, days: [5], start: '08:00', end: '10:00' },
  { group_es: 'Máster', group_eus: 'Master', pool: 2, days: [1, 3], start: '20:30', end: '21:45' },
  {
    group_es: 'Máster',
    group_eus: 'Master',
    pool: 2,
    days: [5],
    start: '09:30',
    end: '11:00',
    note_es: 'Aguas abiertas en verano',
    note_eus: 'Udan ur irekietan',
  },
];
