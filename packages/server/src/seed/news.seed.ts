import { slugify } from '@club/domain/news/news.rules';
import { madridDate } from '@club/domain/shared/dates';
import type { AppContext } from '../context.js';
import { storeFile } from '../modules/files/files.service.js';
import { findNewsIdBySlug } from '../modules/news/news.repository.js';
import { createNews } from '../modules/news/news.service.js';
import { CLUB_BLUE, FlowDocument } from '../writers/pdf-layout.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type Text = { title: string; description: string; content: string };
type CoverKind = 'medals' | 'summer' | 'openday' | 'ball' | 'lanes' | 'sea' | 'podium';

interface DemoNews {
  /** Month and day ('MM-DD'): the item is dated on its last occurrence, so it fits the season whenever the demo is seeded. */
  on: string;
  es: Text;
  eus?: Text;
  en?: Text;
  cover?: CoverKind;
  pdf?: { filename: string; title: string; lines: string[] };
}

const p = (...paragraphs: string[]) => paragraphs.map((s) => `<p>${s}</p>`).join('');

/** The club's news of a year (demo data), in the order of the season. */
const items: DemoNews[] = [
  {
    on: '12-14',
    cover: 'medals',
    es: {
      title: 'Doce medallas en el Campeonato de Bizkaia de invierno',
      description: 'El equipo federado cierra el campeonato en Mungia con 5 oros, 4 platas y 3 bronces.',
      content: p(
        'Nuestros nadadores y nadadoras federados volvieron de la piscina de Mungia con <strong>doce medallas</strong> en el Campeonato de Bizkaia de invierno en piscina de 25 metros: cinco oros, cuatro platas y tres bronces.',
        'Destacaron el oro de Irati Landa en 200 libre, con mejor marca personal, y el relevo 4x100 estilos masculino, que bajó en casi dos segundos el tiempo de la temporada pasada. Los infantiles lograron además seis clasificaciones para el Campeonato de Euskadi.',
        'Gracias a las familias que acompañasteis al equipo durante todo el fin de semana y al cuerpo técnico por el trabajo de estos meses en Fadura. Tenéis los resultados completos en el documento adjunto.',
      ),
    },
    eus: {
      title: 'Hamabi domina Bizkaiko neguko txapelketan',
      description: 'Talde federatuak 5 urre, 4 zilar eta 3 brontze lortu ditu Mungiako txapelketan.',
      content: p(
        'Gure igerilari federatuak <strong>hamabi dominarekin</strong> itzuli dira Mungiako igerilekutik, 25 metroko igerilekuko Bizkaiko neguko txapelketatik: bost urre, lau zilar eta hiru brontze.',
        'Irati Landaren urrea nabarmendu behar da 200 libreetan, marka pertsonal berriarekin, baita gizonezkoen 4x100 estiloetako errelebua ere, iazko denboraldiko denbora ia bi segundotan hobetu baitu. Haurrek, gainera, Euskadiko txapelketarako sei sailkapen lortu dituzte.',
        'Eskerrik asko asteburu osoan taldearekin egon zareten familiei eta entrenatzaileei Faduran egindako lanagatik. Emaitza guztiak erantsitako dokumentuan dituzue.',
      ),
    },
    pdf: {
      filename: 'Resultados Campeonato de Bizkaia de invierno.pdf',
      title: 'Campeonato de Bizkaia de invierno (25 m) - Resultados CN Getxo',
      lines: [
        'Irati Landa - 200 m libre - 1.º - 2:08.41 (MMP)',
        'Relevo 4x100 m estilos masculino - 1.º - 4:12.87',
        'Unai Arrieta - 100 m braza - 1.º - 1:09.35',
        'Nahia Goikoetxea - 50 m mariposa - 1.º - 0:29.02',
        'Relevo 4x50 m libre femenino - 1.º - 1:51.66',
        'Jon Bilbao - 400 m libre - 2.º - 4:21.90',
        'Maialen Urrutia - 100 m espalda - 2.º - 1:07.48',
        'Ander Etxebarria - 200 m estilos - 2.º - 2:18.03',
        'Relevo 4x100 m libre mixto - 2.º - 3:58.12',
        'Leire Arana - 800 m libre - 3.º - 9:31.77',
        'Iker Zabala - 50 m libre - 3.º - 0:25.41',
        'Ane Uriarte - 200 m braza - 3.º - 2:49.30',
      ],
    },
  },
  {
    on: '04-20',
    cover: 'summer',
    es: {
      title: 'Abiertas las inscripciones del campus de verano',
      description: 'Cuatro turnos de una semana en Fadura, de 9:00 a 14:00, para chicos y chicas de 6 a 14 años.',
      content: p(
        'Ya puedes apuntar a tus hijos e hijas al <strong>campus de verano</strong> del club. Habrá cuatro turnos semanales entre el 29 de junio y el 24 de julio, de lunes a viernes de 9:00 a 14:00, en las instalaciones de Fadura.',
        'Cada día combinaremos natación por niveles, iniciación al waterpolo, juegos en el agua y actividades en la zona verde. Los grupos son de un máximo de diez participantes por monitor.',
        'Las plazas son limitadas y se asignan por orden de inscripción desde el apartado de actividades de verano. Los socios y socias del club tienen descuento. Consulta toda la información en el folleto adjunto.',
      ),
    },
    eus: {
      title: 'Zabalik udako campuseko izen-ematea',
      description: 'Astebeteko lau txanda Faduran, 9:00etatik 14:00etara, 6 eta 14 urte bitarteko neska-mutilentzat.',
      content: p(
        'Dagoeneko eman dezakezu izena klubeko <strong>udako campusean</strong>. Asteko lau txanda izango dira ekainaren 29tik uztailaren 24ra, astelehenetik ostiralera, 9:00etatik 14:00etara, Faduran.',
        'Egunero igeriketa mailaka, waterpolorako hastapena, uretako jolasak eta berdegunean jarduerak uztartuko ditugu. Taldeek gehienez hamar parte-hartzaile izango dituzte begirale bakoitzeko.',
        'Plazak mugatuak dira eta izena emateko ordenaren arabera esleituko dira udako jardueren ataletik. Klubeko bazkideek deskontua dute. Informazio guztia erantsitako liburuxkan duzu.',
      ),
    },
    en: {
      title: 'Summer camp: registration is open',
      description: 'Four one-week sessions at Fadura, 9:00 to 14:00, for children aged 6 to 14.',
      content: p(
        'You can now sign your children up for the club <strong>summer camp</strong>. There will be four weekly sessions between 29 June and 24 July, Monday to Friday from 9:00 to 14:00, at Fadura.',
        'Every day combines swimming by level, an introduction to water polo, water games and outdoor activities. Groups have at most ten participants per instructor. Places are limited and members get a discount.',
      ),
    },
    pdf: {
      filename: 'Campus de verano - información.pdf',
      title: 'Campus de verano - Club Natación Getxo',
      lines: [
        'Turno 1: del 29 de junio al 3 de julio',
        'Turno 2: del 6 al 10 de julio',
        'Turno 3: del 13 al 17 de julio',
        'Turno 4: del 20 al 24 de julio',
        'Horario: de lunes a viernes, de 9:00 a 14:00 (acogida desde las 8:30)',
        'Edades: de 6 a 14 años',
        'Lugar: piscina y zona verde de Fadura (Getxo)',
        'Material: bañador, gorro, gafas, toalla, chanclas y crema solar',
        'Inscripciones: apartado Actividades de verano de la web del club',
        'Dudas: bulegoa@cngetxo.eus',
      ],
    },
  },
  {
    on: '09-19',
    cover: 'openday',
    es: {
      title: 'Jornada de puertas abiertas en Gobela',
      description: 'El sábado por la mañana, quien quiera podrá probar la natación y el waterpolo con nuestros entrenadores.',
      content: p(
        'El próximo sábado abrimos la piscina de <strong>Gobela</strong> de 10:00 a 13:30 para que cualquier persona, socia o no, conozca el club desde dentro.',
        'Habrá sesiones de prueba de natación para peques a partir de 4 años, un pequeño torneo de waterpolo en el que podrán participar familias enteras y una charla sobre los grupos de adultos y de natación máster.',
        'No hace falta inscribirse: basta con traer bañador, gorro y toalla. El equipo técnico y la junta directiva estarán allí para resolver todas vuestras dudas.',
      ),
    },
    eus: {
      title: 'Ate irekien jardunaldia Gobelan',
      description: 'Larunbat goizean, nahi duenak igeriketa eta waterpoloa probatu ahal izango ditu gure entrenatzaileekin.',
      content: p(
        'Datorren larunbatean <strong>Gobelako</strong> igerilekua zabalduko dugu 10:00etatik 13:30era, edonork, bazkide izan ala ez, kluba barrutik ezagutu dezan.',
        'Igeriketa probatzeko saioak izango dira 4 urtetik gorako haurrentzat, familia osoek parte hartzeko moduko waterpolo txapelketa txiki bat, eta helduen eta master igeriketaren taldeei buruzko hitzaldi bat.',
        'Ez da izena eman behar: nahikoa da bainujantzia, txanoa eta eskuoihala ekartzea. Talde teknikoa eta zuzendaritza batzordea bertan izango dira zuen zalantza guztiak argitzeko.',
      ),
    },
    en: {
      title: 'Open day at Gobela',
      description: 'On Saturday morning anyone can try swimming and water polo with our coaches.',
      content: p(
        'Next Saturday we open the <strong>Gobela</strong> pool from 10:00 to 13:30 so that anyone, member or not, can get to know the club from the inside.',
        'There will be swimming taster sessions for children from 4 years old, a small family water-polo tournament and a talk about the adult and masters groups. No registration needed.',
      ),
    },
  },
  {
    on: '05-24',
    cover: 'ball',
    es: {
      title: 'El cadete de waterpolo asciende a Primera División vasca',
      description: 'Tres victorias en la fase final de Vitoria-Gasteiz dan al equipo la plaza de ascenso.',
      content: p(
        'El equipo <strong>cadete de waterpolo</strong> ha conseguido el ascenso a la Primera División vasca tras ganar los tres partidos de la fase final disputada en Vitoria-Gasteiz.',
        'Después de una liga regular muy igualada, los chicos y chicas entrenados por Aitor Mendizabal se impusieron a Askartza (9-6), Judizmendi (11-8) y Santurtzi (7-5) con una defensa excelente y un gran trabajo colectivo.',
        'Es el primer ascenso de una categoría de base en cinco temporadas y confirma el crecimiento de la escuela de waterpolo, que ya cuenta con más de setenta jugadores y jugadoras.',
      ),
    },
    eus: {
      title: 'Waterpoloko kadeteak Euskal Lehen Mailara igo dira',
      description: 'Gasteizko final-faseko hiru garaipenek igoera-plaza eman diote taldeari.',
      content: p(
        '<strong>Waterpoloko kadete</strong> taldeak Euskal Lehen Mailara igotzea lortu du, Vitoria-Gasteizen jokatutako final-faseko hiru partidak irabazi ondoren.',
        'Liga erregular oso parekatu baten ostean, Aitor Mendizabalek entrenatutako neska-mutilek Askartza (9-6), Judizmendi (11-8) eta Santurtzi (7-5) garaitu zituzten, defentsa bikainarekin eta talde-lan handiarekin.',
        'Azken bost denboraldietan oinarrizko kategoria batek lortutako lehen igoera da, eta waterpolo eskolaren hazkundea berresten du: dagoeneko hirurogeita hamar jokalari baino gehiago ditu.',
      ),
    },
  },
  {
    on: '11-06',
    es: {
      title: 'Convocatoria de la Asamblea General Ordinaria de socios',
      description: 'Se celebrará el 27 de noviembre en el salón de actos de Fadura, a las 19:00 en primera convocatoria.',
      content: p(
        'La Junta Directiva convoca a todos los socios y socias mayores de edad a la <strong>Asamblea General Ordinaria</strong>, que se celebrará el 27 de noviembre en el salón de actos de Fadura, a las 19:00 en primera convocatoria y a las 19:30 en segunda.',
        'En el orden del día: aprobación del acta anterior, memoria deportiva de la temporada, cuentas del ejercicio y presupuesto para la próxima temporada, cuotas y ruegos y preguntas.',
        'La documentación estará disponible en la oficina del club desde una semana antes. Si no puedes asistir, puedes delegar tu voto en otro socio o socia con el impreso que encontrarás en el documento adjunto.',
      ),
    },
    eus: {
      title: 'Bazkideen Ohiko Batzar Nagusirako deialdia',
      description: 'Azaroaren 27an egingo da Fadurako ekitaldi-aretoan, 19:00etan lehen deialdian.',
      content: p(
        'Zuzendaritza Batzordeak adin nagusiko bazkide guztiak deitzen ditu <strong>Ohiko Batzar Nagusira</strong>. Azaroaren 27an egingo da Fadurako ekitaldi-aretoan, 19:00etan lehen deialdian eta 19:30ean bigarrenean.',
        'Gai-zerrenda: aurreko aktaren onespena, denboraldiko kirol-txostena, ekitaldiko kontuak eta hurrengo denboraldiko aurrekontua, kuotak, eta galde-eskeak.',
        'Dokumentazioa klubeko bulegoan egongo da eskuragarri aste bat lehenagotik. Ezin baduzu joan, zure botoa beste bazkide baten esku utz dezakezu, erantsitako dokumentuko inprimakiarekin.',
      ),
    },
    pdf: {
      filename: 'Convocatoria Asamblea General Ordinaria.pdf',
      title: 'Asamblea General Ordinaria - Convocatoria',
      lines: [
        'Fecha y lugar: 27 de noviembre, salón de actos de Fadura (Getxo)',
        'Primera convocatoria: 19:00 - Segunda convocatoria: 19:30',
        'Orden del día:',
        '1. Lectura y aprobación, si procede, del acta de la asamblea anterior.',
        '2. Memoria deportiva de la temporada.',
        '3. Cuentas del ejercicio y presupuesto de la próxima temporada.',
        '4. Cuotas de socio para la próxima temporada.',
        '5. Ruegos y preguntas.',
        '',
        'Delegación de voto: D./Dña. ______________________ socio n.º _______',
        'delega su voto en D./Dña. ______________________ socio n.º _______',
      ],
    },
  },
  {
    on: '12-22',
    es: {
      title: 'Nuevo récord de Bizkaia en el relevo 4x100 estilos',
      description: 'El relevo femenino absoluto rebaja en más de un segundo una marca que tenía nueve años.',
      content: p(
        'Maialen Urrutia, Ane Uriarte, Nahia Goikoetxea e Irati Landa firmaron en el Trofeo de Navidad de Bilbao un <strong>4:31.22</strong> en el 4x100 estilos, nuevo récord de Bizkaia absoluto.',
        'La anterior plusmarca, de 4:32.40, se mantenía desde hace nueve temporadas. Las cuatro nadadoras se han formado en la escuela del club y entrenan juntas desde categoría alevín.',
        'Podéis consultar todos los récords del club, actualizados, en la sección de récords del equipo.',
      ),
    },
    eus: {
      title: 'Bizkaiko errekor berria 4x100 estiloetako errelebuan',
      description: 'Emakumezkoen errelebu absolutuak segundo bat baino gehiago hobetu du bederatzi urteko marka.',
      content: p(
        'Maialen Urrutiak, Ane Uriartek, Nahia Goikoetxeak eta Irati Landak <strong>4:31.22</strong> egin zuten Bilboko Gabonetako Sarian, 4x100 estiloetan: Bizkaiko errekor absolutu berria.',
        'Aurreko marka, 4:32.40, duela bederatzi denboraldi ezarri zen. Lau igerilariak klubeko eskolan hezi dira eta txikitatik elkarrekin entrenatzen dute.',
        'Klubeko errekor guztiak, eguneratuta, taldeko errekorren atalean kontsulta ditzakezue.',
      ),
    },
  },
  {
    on: '01-12',
    cover: 'lanes',
    es: {
      title: 'Cursillos de natación para adultos en Fadura',
      description: 'Grupos de iniciación y perfeccionamiento, dos días por semana, a primera hora y al mediodía.',
      content: p(
        'Este trimestre estrenamos nuevos <strong>cursillos para adultos</strong> en Fadura: iniciación para quienes quieren perder el miedo al agua y perfeccionamiento para mejorar la técnica de crol, espalda y braza.',
        'Los grupos entrenan dos días por semana, de 7:15 a 8:00 o de 14:00 a 14:45, con un máximo de ocho personas por calle. Cada persona recibe un plan de trabajo para nadar por su cuenta el resto de la semana.',
        'Puedes inscribirte desde el apartado de actividades. Si no sabes qué grupo te corresponde, el primer día hacemos una pequeña prueba de nivel.',
      ),
    },
    eus: {
      title: 'Helduentzako igeriketa ikastaroak Faduran',
      description: 'Hastapen eta hobekuntza taldeak, astean bi egunez, goiz-goizean eta eguerdian.',
      content: p(
        'Hiruhileko honetan <strong>helduentzako ikastaro</strong> berriak estreinatuko ditugu Faduran: hastapena, urari beldurra galdu nahi diotenentzat, eta hobekuntza, crol, bizkar eta bular estiloetako teknika hobetzeko.',
        'Taldeek astean bi egunez entrenatzen dute, 7:15etik 8:00etara edo 14:00etatik 14:45era, kale bakoitzeko gehienez zortzi pertsonarekin. Bakoitzak lan-plan bat jasoko du astearen gainerakoan bere kabuz igeri egiteko.',
        'Jardueren ataletik eman dezakezu izena. Zein talde dagokizun ez badakizu, lehen egunean maila-proba txiki bat egingo dugu.',
      ),
    },
  },
  {
    on: '02-02',
    es: {
      title: 'Nuevos horarios de calle libre en Gobela',
      description: 'Desde el lunes, dos calles de Gobela quedan reservadas para el nado libre de los socios.',
      content: p(
        'A partir del lunes, las calles 1 y 2 de <strong>Gobela</strong> quedan reservadas para el nado libre de los socios y socias del club de lunes a viernes, de 12:00 a 15:00 y de 20:00 a 21:30.',
        'Los sábados, la calle libre estará disponible de 9:00 a 11:00. Recuerda llevar contigo el carné de socio, que puede pedirse en el control de acceso.',
      ),
    },
  },
  {
    on: '08-09',
    cover: 'sea',
    es: {
      title: 'Más de 300 nadadores en la Travesía del Puerto Viejo de Algorta',
      description: 'La 38.ª edición de la travesía a nado, organizada por el club, tuvo un mar en calma y un gran ambiente.',
      content: p(
        'La <strong>38.ª Travesía a nado del Puerto Viejo de Algorta</strong> reunió a 312 participantes en las distancias de 1.500 y 3.000 metros, con el mar en calma y el agua a 20 grados.',
        'En la distancia larga ganaron Mikel Gorostiza (39:51) y Uxue Agirre (41:07). En la corta, la victoria fue para dos nadadores de nuestra sección máster. Gracias a las más de cuarenta personas voluntarias, a la Cruz Roja y al Ayuntamiento de Getxo por hacerlo posible.',
      ),
    },
    eus: {
      title: '300 igerilari baino gehiago Algortako Portu Zaharreko zeharkaldian',
      description: 'Klubak antolatutako igeriketa zeharkaldiaren 38. edizioak itsaso barea eta giro bikaina izan zituen.',
      content: p(
        '<strong>Algortako Portu Zaharreko 38. Igeriketa Zeharkaldiak</strong> 312 parte-hartzaile bildu zituen 1.500 eta 3.000 metroko distantzietan, itsaso bareaz eta ura 20 gradutan zegoela.',
        'Distantzia luzean Mikel Gorostiza (39:51) eta Uxue Agirre (41:07) izan ziren irabazleak. Laburrean, gure master ataleko bi igerilarik irabazi zuten. Eskerrik asko berrogei boluntario baino gehiagori, Gurutze Gorriari eta Getxoko Udalari.',
      ),
    },
  },
  {
    on: '10-04',
    es: {
      title: 'Presentación de los equipos de la temporada',
      description: 'Más de 400 deportistas de natación y waterpolo se presentaron ante sus familias en Fadura.',
      content: p(
        'Fadura se llenó para la <strong>presentación de los equipos</strong> de la nueva temporada: escuelas de natación y waterpolo, equipos federados, máster y el grupo de natación adaptada.',
        'El presidente del club recordó los objetivos deportivos del año y agradeció el esfuerzo de entrenadores y familias. En el documento adjunto tenéis el calendario de competiciones de la temporada.',
      ),
    },
    eus: {
      title: 'Denboraldiko taldeen aurkezpena',
      description: 'Igeriketako eta waterpoloko 400 kirolari baino gehiago aurkeztu ziren euren familien aurrean Faduran.',
      content: p(
        'Fadura jendez gainezka egon zen denboraldi berriko <strong>taldeen aurkezpenean</strong>: igeriketa eta waterpolo eskolak, talde federatuak, masterrak eta igeriketa egokituko taldea.',
        'Klubeko presidenteak urteko kirol-helburuak gogorarazi zituen eta entrenatzaileen eta familien ahalegina eskertu zuen. Erantsitako dokumentuan denboraldiko lehiaketa-egutegia duzue.',
      ),
    },
    pdf: {
      filename: 'Calendario de competiciones.pdf',
      title: 'Calendario de competiciones de la temporada',
      lines: [
        'Octubre - Liga de clubes de Bizkaia, 1.ª jornada (Getxo)',
        'Noviembre - Trofeo Villa de Getxo (Fadura)',
        'Diciembre - Campeonato de Bizkaia de invierno (Mungia)',
        'Diciembre - Trofeo de Navidad (Bilbao)',
        'Febrero - Campeonato de Euskadi de invierno (Vitoria-Gasteiz)',
        'Marzo - Campeonato de España infantil de invierno',
        'Mayo - Liga de clubes de Bizkaia, jornada final',
        'Junio - Campeonato de Bizkaia de verano (50 m)',
        'Julio - Campeonato de Euskadi de verano',
        'Waterpolo: liga vasca de octubre a mayo, partidos en casa en Gobela',
      ],
    },
  },
  {
    on: '03-09',
    es: {
      title: 'Curso de socorrismo y primeros auxilios para el cuerpo técnico',
      description: 'Veinte entrenadores y monitores renuevan su titulación de salvamento acuático.',
      content: p(
        'Durante dos fines de semana, veinte miembros del cuerpo técnico del club completaron el <strong>curso de reciclaje en salvamento acuático y primeros auxilios</strong>, impartido por la Federación de Salvamento y Socorrismo.',
        'El curso incluyó prácticas de rescate en Gobela, reanimación cardiopulmonar y uso del desfibrilador, que está disponible en las dos piscinas del club.',
      ),
    },
    eus: {
      title: 'Sorospen eta lehen laguntzen ikastaroa talde teknikoarentzat',
      description: 'Hogei entrenatzaile eta begiralek uretako salbamenduko titulua berritu dute.',
      content: p(
        'Bi asteburutan zehar, klubeko talde teknikoko hogei kidek <strong>uretako salbamendu eta lehen laguntzen birziklatze-ikastaroa</strong> egin zuten, Salbamendu eta Sorospen Federazioak emana.',
        'Ikastaroan Gobelako erreskate-praktikak, bihotz-biriketako bizkortzea eta desfibriladorearen erabilera landu ziren; desfibriladorea klubeko bi igerilekuetan dago eskuragarri.',
      ),
    },
  },
  {
    on: '07-06',
    cover: 'podium',
    es: {
      title: 'Balance de la temporada: 48 podios en campeonatos de Euskadi',
      description: 'La mejor temporada del club en una década, con 9 deportistas en campeonatos de España.',
      content: p(
        'Cerramos la temporada con <strong>48 podios en campeonatos de Euskadi</strong>, nueve deportistas clasificados para campeonatos de España y el equipo absoluto de waterpolo consolidado en la parte alta de la liga.',
        'Más allá de los resultados, la escuela de natación ha superado los 250 alumnos y alumnas y hemos abierto un grupo de natación adaptada en Fadura. Gracias a todas las personas que hacéis posible el club.',
      ),
    },
    eus: {
      title: 'Denboraldiaren balantzea: 48 podium Euskadiko txapelketetan',
      description: 'Klubaren azken hamarkadako denboraldirik onena, Espainiako txapelketetan 9 kirolarirekin.',
      content: p(
        'Denboraldia <strong>Euskadiko txapelketetako 48 podiumekin</strong> itxi dugu, bederatzi kirolari Espainiako txapelketetarako sailkatuta, eta waterpoloko talde absolutua ligako goiko aldean finkatuta.',
        'Emaitzez harago, igeriketa eskolak 250 ikasle gainditu ditu eta igeriketa egokituko talde bat zabaldu dugu Faduran. Eskerrik asko kluba posible egiten duzuen guztioi.',
      ),
    },
  },
];

const palettes: Record<CoverKind, [string, string, string]> = {
  medals: ['#0b3d91', '#1565c0', '#f4c430'],
  summer: ['#0277bd', '#4fc3f7', '#ffb300'],
  openday: ['#00695c', '#26a69a', '#ffffff'],
  ball: ['#1a237e', '#3949ab', '#ffd54f'],
  lanes: ['#01579b', '#0288d1', '#e53935'],
  sea: ['#004d66', '#00838f', '#e0f7fa'],
  podium: ['#283593', '#5c6bc0', '#ffca28'],
};

/** A 1200x630 cover drawn for the item: water, lanes and one motif. Decorative; the page gives the alt text. */
export function coverSvg(kind: CoverKind): string {
  const [dark, light, accent] = palettes[kind];
  const waves = [430, 500, 570]
    .map(
      (y, i) =>
        `<path d="M0 ${y} q75 -30 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 V630 H0Z" fill="#fff" opacity="${0.12 + i * 0.08}"/>`,
    )
    .join('');
  const motifs: Record<CoverKind, string> = {
    medals: [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${420 + i * 180} 150)"><path d="M-30 -90 L0 0 L30 -90" stroke="${light}" stroke-width="18" fill="none"/><circle r="62" fill="${accent}" opacity="${1 - i * 0.22}"/><circle r="42" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/></g>`,
      )
      .join(''),
    summer: `<circle cx="920" cy="150" r="95" fill="${accent}"/>${Array.from({ length: 12 }, (_, i) => `<line x1="920" y1="150" x2="${920 + Math.cos((i * Math.PI) / 6) * 150}" y2="${150 + Math.sin((i * Math.PI) / 6) * 150}" stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity=".7"/>`).join('')}<circle cx="920" cy="150" r="95" fill="${accent}"/>`,
    openday: `<rect x="330" y="120" width="540" height="250" rx="20" fill="#fff" opacity=".2"/><path d="M300 140 L600 40 L900 140Z" fill="${accent}" opacity=".85"/><rect x="540" y="230" width="120" height="140" rx="60" fill="${dark}"/>`,
    ball: `<circle cx="600" cy="260" r="150" fill="${accent}"/><path d="M450 260 q150 -90 300 0 M600 110 q-80 150 0 300 M480 170 q120 60 240 0" stroke="${dark}" stroke-width="12" fill="none"/>`,
    lanes: [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<line x1="0" y1="${90 + i * 70}" x2="1200" y2="${90 + i * 70}" stroke="${i % 2 ? accent : '#fff'}" stroke-width="10" stroke-dasharray="22 14"/>`,
      )
      .join(''),
    sea: `<path d="M0 330 L260 300 L420 320 L560 260 L700 300 L1200 280 V360 H0Z" fill="${dark}" opacity=".6"/><rect x="860" y="150" width="26" height="150" fill="${accent}"/><path d="M886 150 L960 180 L886 210Z" fill="#e53935"/>`,
    podium: `<rect x="420" y="220" width="120" height="150" fill="#fff" opacity=".75"/><rect x="540" y="150" width="120" height="220" fill="${accent}"/><rect x="660" y="260" width="120" height="110" fill="#fff" opacity=".55"/><path d="M600 60 l18 36 40 6 -29 28 7 40 -36 -19 -36 19 7 -40 -29 -28 40 -6Z" fill="${accent}"/>`,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#g)"/>${motifs[kind]}${waves}</svg>`
  );
}

/**
 * The PDF attached to a demo news item: the club's name, a title and its lines, on the same
 * layout as every other document of the portal (writers/pdf-layout.ts), with its page footer.
 */
export async function buildNewsPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await FlowDocument.create();
  doc.pdf.setTitle(title);
  doc.pdf.setAuthor('Club Natación Getxo');
  doc.text('CLUB NATACIÓN GETXO · GETXO IGERIKETA KLUBA', { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(title, { font: doc.bold, size: 16, leading: 22 });
  doc.rule();
  for (const line of lines) doc.text(line, { after: 4 });
  doc.footer('Fadura · Gobela, Getxo (Bizkaia) · bulegoa@cngetxo.eus');
  return doc.save();
}

/** The last `MM-DD` on or before `today` (within the last year). */
export function lastOccurrence(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear <= today ? thisYear : `${year - 1}-${monthDay}`;
}

/** Demo news of the last year. Idempotent: an item whose slug exists is skipped. */
export async function seedNews(ctx: Ctx): Promise<void> {
  const today = madridDate(ctx.now());
  for (const item of items) {
    const slugEs = slugify(item.es.title);
    if ((await findNewsIdBySlug(ctx.db, slugEs)) !== null) continue;
    const cover = item.cover
      ? await storeFile(ctx, {
          purpose: 'news',
          filename: `portada-${slugEs}.svg`,
          mimeType: 'image/svg+xml',
          content: Buffer.from(coverSvg(item.cover)),
        })
      : null;
    const pdf = item.pdf
      ? await storeFile(ctx, {
          purpose: 'news',
          filename: item.pdf.filename,
          mimeType: 'application/pdf',
          content: await buildNewsPdf(item.pdf.title, item.pdf.lines),
        })
      : null;
    await createNews(ctx, {
      date: lastOccurrence(today, item.on),
      slugEs,
      slugEn: item.en ? slugify(item.en.title) : null,
      coverFileId: cover?.id ?? null,
      fileIds: pdf ? [pdf.id] : [],
      translations: [
        { lang: 'es', ...item.es },
        ...(item.eus ? [{ lang: 'eus' as const, ...item.eus }] : []),
        ...(item.en ? [{ lang: 'en' as const, ...item.en }] : []),
      ],
    });
  }
}
