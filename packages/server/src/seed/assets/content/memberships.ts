import { MEMBERSHIP_CANCELLATION_NOTICE_MONTHS as NOTICE, MEMBERSHIP_PROCESS as P } from '@club/domain/content/content.rules';

/**
 * Membership types and fees (spec 001 §9): 27 EUR water-polo school; 37 EUR federated water-polo
 * team, school swimming team and federated swimming team; the school swimming team pays 27 EUR
 * without a licence. The first three run 10 months (September to June), federated swimming 11
 * (September to July). Cancellation needs 2 months' notice.
 *
 * `type` is what the office processes with the membership (spec 001 §3): the school sports
 * programmes of Bizkaia go with the sports card; federated teams with a territorial licence,
 * federated swimmers (who race in national championships) with a state licence; the school
 * swimming team without a licence needs no processing.
 */
export interface MembershipSeed {
  type: number;
  name_es: string;
  name_eus: string;
  description_es: string;
  description_eus: string;
  price_month: string;
  months: number;
  first_month: number;
  last_month: number;
  includes_licence: boolean;
}

export const membershipTypes: MembershipSeed[] = [
  {
    type: P.sportsCard,
    name_es: 'Escuela de waterpolo',
    name_eus: 'Waterpolo eskola',
    description_es: `Para niños y niñas que empiezan en el waterpolo en Gobela. Incluye la tramitación de la tarjeta deportiva escolar y el seguro deportivo. La baja se comunica con ${NOTICE} meses de antelación.`,
    description_eus: `Gobelan waterpoloan hasten diren haurrentzat. Eskola kirol txartelaren izapidetzea eta kirol asegurua barne. Baja ${NOTICE} hilabete lehenago jakinarazi behar da.`,
    price_month: '27.00',
    months: 10,
    first_month: 9,
    last_month: 6,
    includes_licence: false,
  },
  {
    type: P.territorialLicence,
    name_es: 'Equipo federado de waterpolo',
    name_eus: 'Waterpolo talde federatua',
    description_es: `Para jugadores y jugadoras de los equipos que compiten en las ligas federadas. Incluye la licencia territorial, el seguro y la equipación de juego. La baja se comunica con ${NOTICE} meses de antelación.`,
    description_eus: `Liga federatuetan lehiatzen diren taldeetako jokalarientzat. Lurralde lizentzia, asegurua eta joko ekipazioa barne. Baja ${NOTICE} hilabete lehenago jakinarazi behar da.`,
    price_month: '37.00',
    months: 10,
    first_month: 9,
    last_month: 6,
    includes_licence: true,
  },
  {
    type: P.territorialLicence,
    name_es: 'Equipo escuela de natación',
    name_eus: 'Igeriketa eskola taldea',
    description_es: `Para nadadores de los grupos de escuela que participan en los campeonatos territoriales. Incluye la licencia territorial y el seguro. La baja se comunica con ${NOTICE} meses de antelación.`,
    description_eus: `Lurralde txapelketetan parte hartzen duten eskola taldeetako igerilarientzat. Lurralde lizentzia eta asegurua barne. Baja ${NOTICE} hilabete lehenago jakinarazi behar da.`,
    price_month: '37.00',
    months: 10,
    first_month: 9,
    last_month: 6,
    includes_licence: true,
  },
  {
    type: P.none,
    name_es: 'Equipo escuela de natación sin licencia',
    name_eus: 'Igeriketa eskola taldea, lizentziarik gabe',
    description_es: `Para nadadores de los grupos de escuela que entrenan con el equipo pero no compiten. No incluye licencia federativa. La baja se comunica con ${NOTICE} meses de antelación.`,
    description_eus: `Taldearekin entrenatzen duten baina lehiatzen ez diren eskola taldeetako igerilarientzat. Ez du federazio lizentziarik barne. Baja ${NOTICE} hilabete lehenago jakinarazi behar da.`,
    price_month: '27.00',
    months: 10,
    first_month: 9,
    last_month: 6,
    includes_licence: false,
  },
  {
    type: P.stateLicence,
    name_es: 'Equipo federado de natación',
    name_eus: 'Igeriketa talde federatua',
    description_es: `Para los grupos de competición que nadan los campeonatos de Euskadi y de España. Incluye la licencia estatal, el seguro y el gorro de competición. La temporada llega hasta julio. La baja se comunica con ${NOTICE} meses de antelación.`,
    description_eus: `Euskadiko eta Espainiako txapelketak igeri egiten dituzten lehiaketa taldeentzat. Estatuko lizentzia, asegurua eta lehiaketako txanoa barne. Denboraldia uztailera arte luzatzen da. Baja ${NOTICE} hilabete lehenago jakinarazi behar da.`,
    price_month: '37.00',
    months: 11,
    first_month: 9,
    last_month: 7,
    includes_licence: true,
  },
];
