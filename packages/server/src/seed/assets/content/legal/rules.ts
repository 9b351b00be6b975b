import { CLUB_RULES as R } from '@club/domain/content/content.rules';
import { body, CLUB, type LegalSeed } from './types.js';

/** The club's internal rules (spec 000 §2: six tabs; figures of spec 000 §9 from CLUB_RULES). */
export const rulesDocument: LegalSeed = {
  key: 'rules',
  title_es: 'Normativa interna',
  title_eus: 'Barne araudia',
  updated_on: '2025-07-15',
  sections: [
    {
      key: 'preamble',
      title_es: 'Preámbulo',
      title_eus: 'Hitzaurrea',
      body_es: body(`
        El ${CLUB.name_es} es una entidad deportiva sin ánimo de lucro que promueve la natación y el waterpolo en Getxo desde hace más de cincuenta años. Entrenamos en las piscinas de Fadura y Gobela y compartimos con ellas a otros usuarios, por lo que el buen uso de las instalaciones y el respeto mutuo son parte de nuestra identidad.

        Esta normativa interna desarrolla los estatutos del club y recoge los derechos y obligaciones de deportistas, familias, entrenadores y personal técnico, así como el régimen disciplinario aplicable. Fue aprobada por la Junta Directiva y ratificada por la Asamblea General.

        ### Ámbito de aplicación
        La normativa se aplica a todas las personas socias del club, a los deportistas inscritos en cualquiera de sus grupos y actividades, a sus familias o representantes legales cuando se trate de menores, y al personal técnico y voluntario del club, tanto en entrenamientos como en competiciones, desplazamientos y actos organizados por el club.

        ### Principios
        - Juego limpio, respeto a compañeros, rivales, árbitros y jueces.
        - Compromiso con el grupo y con el calendario de la temporada.
        - Igualdad de trato, sin discriminación por sexo, origen, religión, orientación o capacidad.
        - Protección de la infancia y la adolescencia en todas las actividades del club.
        - Cuidado de las instalaciones y del material, que son de todos.
      `),
      body_eus: body(`
        ${CLUB.name_eus} irabazi asmorik gabeko kirol erakundea da, eta berrogeita hamar urte baino gehiago daramatza Getxon igeriketa eta waterpoloa sustatzen. Fadurako eta Gobelako igerilekuetan entrenatzen dugu, beste erabiltzaile batzuekin batera; horregatik, instalazioak behar bezala erabiltzea eta elkar errespetatzea gure nortasunaren parte dira.

        Barne araudi honek klubaren estatutuak garatzen ditu, eta kirolarien, familien, entrenatzaileen eta langile teknikoen eskubideak eta betebeharrak jasotzen ditu, bai eta aplikatu beharreko diziplina araubidea ere. Zuzendaritza Batzordeak onartu zuen, eta Batzar Nagusiak berretsi.

        ### Aplikazio eremua
        Araudia klubeko bazkide guztiei aplikatzen zaie, klubeko talde eta jardueretan izena emanda dauden kirolariei, adingabeen kasuan haien familiei edo legezko ordezkariei, eta klubeko langile tekniko eta boluntarioei, bai entrenamenduetan bai lehiaketetan, joan-etorrietan eta klubak antolatutako ekitaldietan.

        ### Printzipioak
        - Joko garbia eta errespetua taldekideekiko, aurkariekiko, arbitroekiko eta epaileekiko.
        - Taldearekiko eta denboraldiko egutegiarekiko konpromisoa.
        - Tratu berdina, sexuagatik, jatorriagatik, erlijioagatik, orientazioagatik edo gaitasunagatik inolako diskriminaziorik gabe.
        - Haurren eta nerabeen babesa klubeko jarduera guztietan.
        - Instalazioak eta materiala zaintzea, denonak baitira.
      `),
    },
    {
      key: 'athletes',
      title_es: 'Deportistas',
      title_eus: 'Kirolariak',
      body_es: body(`
        ### Derechos
        - Recibir un entrenamiento adecuado a su edad, nivel y objetivos, dirigido por personal titulado.
        - Ser informados del calendario de la temporada, de los horarios de su grupo y de los criterios de selección para las competiciones.
        - Utilizar las instalaciones y el material del club en los horarios asignados.
        - Participar en la vida del club y trasladar sus sugerencias a los entrenadores o a la Junta Directiva.

        ### Obligaciones
        - Asistir con puntualidad a los entrenamientos y avisar al entrenador de cualquier ausencia con antelación.
        - Justificar las faltas de asistencia. La ausencia injustificada a más del ${R.absencePercent}% de los entrenamientos de un mes se considera falta leve.
        - Acudir a cada sesión con gorro, gafas y el material que indique el entrenador, y ducharse antes de entrar al agua.
        - Respetar las indicaciones del personal técnico y del personal de la instalación.
        - Cuidar el material del club y devolverlo a su sitio al terminar la sesión.
        - Mantener un comportamiento correcto en vestuarios, gradas y zonas comunes. Está prohibido grabar o fotografiar en los vestuarios.
        - Estar al corriente del pago de las cuotas del club.

        ### Familias
        Las familias de los deportistas menores de edad colaboran con el club acompañando a sus hijos e hijas a la instalación y recogiéndolos puntualmente. Durante los entrenamientos no se permite la presencia de familiares en la playa de la piscina. Las dudas sobre el entrenamiento se tratan con el entrenador fuera del horario de la sesión o a través del correo de la sección.
      `),
      body_eus: body(`
        ### Eskubideak
        - Adinari, mailari eta helburuei egokitutako entrenamendua jasotzea, titulazioa duten langileek zuzenduta.
        - Denboraldiko egutegiaren, taldearen ordutegien eta lehiaketetarako hautaketa irizpideen berri izatea.
        - Klubeko instalazioak eta materiala esleitutako ordutegietan erabiltzea.
        - Klubaren bizitzan parte hartzea eta iradokizunak entrenatzaileei edo Zuzendaritza Batzordeari helaraztea.

        ### Betebeharrak
        - Entrenamenduetara garaiz joatea eta edozein hutsegiteren berri aldez aurretik ematea entrenatzaileari.
        - Hutsegiteak justifikatzea. Hilabete bateko entrenamenduen ${R.absencePercent}% baino gehiagotan arrazoirik gabe huts egitea arau-hauste arintzat hartzen da.
        - Saio bakoitzera txanoa, betaurrekoak eta entrenatzaileak adierazitako materiala eramatea, eta uretara sartu aurretik dutxatzea.
        - Langile teknikoen eta instalazioko langileen jarraibideak errespetatzea.
        - Klubeko materiala zaintzea eta saioa amaitzean bere lekura itzultzea.
        - Aldageletan, harmailetan eta gune komunetan jokabide egokia izatea. Debekatuta dago aldageletan grabatzea edo argazkiak ateratzea.
        - Klubeko kuotak ordainduta edukitzea.

        ### Familiak
        Kirolari adingabeen familiek klubarekin lankidetzan jarduten dute, seme-alabak instalaziora lagunduz eta garaiz jasoz. Entrenamenduetan ez da onartzen senideak igerilekuaren hondartzan egotea. Entrenamenduari buruzko zalantzak entrenatzailearekin argitzen dira, saiotik kanpo edo sekzioaren helbide elektronikoaren bidez.
      `),
    },
    {
      key: 'staff',
      title_es: 'Entrenadores y personal técnico',
      title_eus: 'Entrenatzaileak eta langile teknikoak',
      body_es: body(`
        El personal técnico es la referencia deportiva y educativa de los deportistas. Todas las personas que trabajan con menores deben aportar el certificado negativo del Registro Central de Delincuentes Sexuales antes de empezar la temporada.

        ### Funciones
        - Planificar la temporada de su grupo y comunicar a las familias los objetivos, el calendario y los criterios de selección.
        - Dirigir los entrenamientos con puntualidad y velar por la seguridad de los deportistas dentro y fuera del agua.
        - Controlar la asistencia y comunicar a la coordinación las ausencias reiteradas.
        - Acompañar a los deportistas en las competiciones y desplazamientos que se les asignen.
        - Informar a la Junta Directiva de cualquier incidente, lesión o conducta contraria a esta normativa.

        ### Conducta
        - Tratar a deportistas y familias con respeto y sin favoritismos.
        - No difundir imágenes de los deportistas sin la autorización recogida en la ficha de inscripción.
        - Comunicarse con los deportistas menores por los canales oficiales del club.
        - Mantener la formación y la titulación exigidas por la federación correspondiente.
      `),
      body_eus: body(`
        Langile teknikoak kirolarien kirol eta hezkuntza erreferentzia dira. Adingabeekin lan egiten duten pertsona guztiek Sexu Delitugileen Erregistro Zentralaren ziurtagiri negatiboa aurkeztu behar dute denboraldia hasi aurretik.

        ### Eginkizunak
        - Taldearen denboraldia planifikatzea eta helburuak, egutegia eta hautaketa irizpideak familiei jakinaraztea.
        - Entrenamenduak garaiz zuzentzea eta kirolarien segurtasuna zaintzea, uretan eta uretatik kanpo.
        - Asistentzia kontrolatzea eta behin eta berriz errepikatzen diren hutsegiteak koordinazioari jakinaraztea.
        - Esleitzen zaizkien lehiaketetan eta joan-etorrietan kirolariei laguntzea.
        - Zuzendaritza Batzordeari edozein gorabeheraren, lesioren edo araudi honen aurkako jokabideren berri ematea.

        ### Jokabidea
        - Kirolariak eta familiak errespetuz eta mesedekeriarik gabe tratatzea.
        - Kirolarien irudirik ez zabaltzea izen-emate fitxan jasotako baimenik gabe.
        - Kirolari adingabeekin klubaren bide ofizialen bidez komunikatzea.
        - Dagokion federazioak eskatzen dituen prestakuntza eta titulazioa izatea.
      `),
    },
    {
      key: 'competitions',
      title_es: 'Asistencia a competiciones',
      title_eus: 'Lehiaketetara joatea',
      body_es: body(`
        La participación en competiciones forma parte del programa de los grupos de competición y del waterpolo federado. Las convocatorias las hace el entrenador según el nivel, la asistencia y la actitud en los entrenamientos.

        ### Convocatorias
        - El club publica las convocatorias con al menos una semana de antelación, salvo causa ajena al club.
        - El deportista convocado confirma su asistencia en el plazo indicado. La baja en una competición con inscripción ya pagada sin causa justificada obliga a abonar la inscripción y, en su caso, la sanción federativa.
        - En las competiciones se viste la equipación oficial del club, tanto en la grada como en el podio.

        ### Desplazamientos
        - Los deportistas viajan con el equipo y no abandonan el grupo sin permiso del responsable.
        - Los menores solo pueden volver por su cuenta con autorización escrita de su familia.
        - Los gastos de desplazamiento y alojamiento se comunican con la convocatoria.
      `),
      body_eus: body(`
        Lehiaketetan parte hartzea lehiaketa taldeen eta waterpolo federatuaren programaren parte da. Deialdiak entrenatzaileak egiten ditu, entrenamenduetako maila, asistentzia eta jarrera kontuan hartuta.

        ### Deialdiak
        - Klubak gutxienez astebete lehenago argitaratzen ditu deialdiak, klubaren kanpoko arrazoirik ezean.
        - Deitutako kirolariak bere parte-hartzea berretsi behar du adierazitako epean. Izen-ematea ordainduta duen lehiaketa batean arrazoirik gabe parte ez hartzeak izen-ematea eta, hala badagokio, federazioaren zigorra ordaintzera behartzen du.
        - Lehiaketetan klubaren ekipazio ofiziala erabiltzen da, bai harmailan bai podiumean.

        ### Joan-etorriak
        - Kirolariak taldearekin bidaiatzen dute, eta ez dute taldea uzten arduradunaren baimenik gabe.
        - Adingabeak beren kabuz itzul daitezke familiaren idatzizko baimena badute soilik.
        - Joan-etorrien eta ostatuaren gastuak deialdiarekin batera jakinarazten dira.
      `),
    },
    {
      key: 'disciplinary',
      title_es: 'Régimen disciplinario',
      title_eus: 'Diziplina araubidea',
      body_es: body(`
        Las infracciones a esta normativa se clasifican en leves, graves y muy graves, según su intención, su reiteración y el daño causado a personas, instalaciones o a la imagen del club.

        ### Infracciones leves
        - La ausencia injustificada a más del ${R.absencePercent}% de los entrenamientos en un mes.
        - La falta de puntualidad reiterada o el incumplimiento de las indicaciones del entrenador.
        - El uso descuidado del material o de la instalación.

        ### Infracciones graves
        - La reiteración de tres infracciones leves en una misma temporada.
        - Las faltas de respeto a compañeros, rivales, árbitros, jueces, personal técnico o familias.
        - La ausencia injustificada a una competición para la que se ha confirmado la asistencia.
        - Los daños intencionados a las instalaciones o al material.

        ### Infracciones muy graves
        - La reiteración de dos infracciones graves en una misma temporada.
        - Las agresiones físicas o verbales graves, el acoso y cualquier conducta discriminatoria.
        - La grabación o difusión de imágenes en vestuarios.
        - La suplantación de identidad o la falsificación de documentos ante el club o la federación.

        ### Procedimiento
        La Junta Directiva abre el expediente y nombra a un instructor, que no puede ser parte del conflicto. El instructor comunica los hechos a la persona interesada o, si es menor, a su familia, que dispone de ${R.appealDays.first} días hábiles para presentar alegaciones. Si hace falta practicar pruebas, se abre un periodo de prueba de entre ${R.evidenceDays.min} y ${R.evidenceDays.max} días hábiles. Con todo ello el instructor propone una resolución y la Junta Directiva decide.

        ### Recursos
        Contra la resolución de la Junta Directiva cabe recurso de reposición ante la propia Junta en el plazo de ${R.appealDays.second} días hábiles desde su notificación. Las sanciones por infracciones muy graves pueden recurrirse además ante la Asamblea General o ante el Comité Vasco de Justicia Deportiva en el plazo de ${R.appealDays.assembly} días.

        ### Prescripción
        Las infracciones muy graves prescriben a los ${R.prescription.verySeriousYears} años, las graves al año (${R.prescription.seriousYears} año) y las leves al mes (${R.prescription.minorMonths} mes), contados desde el día en que se cometieron.
      `),
      body_eus: body(`
        Araudi honen aurkako arau-hausteak arinak, astunak eta oso astunak dira, asmoaren, errepikapenaren eta pertsonei, instalazioei edo klubaren irudiari eragindako kaltearen arabera.

        ### Arau-hauste arinak
        - Hilabete batean entrenamenduen ${R.absencePercent}% baino gehiagotan arrazoirik gabe huts egitea.
        - Behin eta berriz berandu iristea edo entrenatzailearen jarraibideak ez betetzea.
        - Materiala edo instalazioa arduragabe erabiltzea.

        ### Arau-hauste astunak
        - Denboraldi berean hiru arau-hauste arin egitea.
        - Taldekideei, aurkariei, arbitroei, epaileei, langile teknikoei edo familiei errespetua galtzea.
        - Parte-hartzea berretsita duen lehiaketa batera arrazoirik gabe ez joatea.
        - Instalazioei edo materialari nahita kalteak eragitea.

        ### Arau-hauste oso astunak
        - Denboraldi berean bi arau-hauste astun egitea.
        - Eraso fisiko edo hitzezko larriak, jazarpena eta edozein jokabide diskriminatzaile.
        - Aldageletan irudiak grabatzea edo zabaltzea.
        - Nortasuna ordeztea edo dokumentuak faltsutzea klubaren edo federazioaren aurrean.

        ### Prozedura
        Zuzendaritza Batzordeak espedientea irekitzen du eta instruktore bat izendatzen du, gatazkaren parte izan ezin dena. Instruktoreak gertakariak jakinarazten dizkio interesdunari edo, adingabea bada, haren familiari, eta horrek ${R.appealDays.first} egun balioduneko epea du alegazioak aurkezteko. Frogak egin behar badira, ${R.evidenceDays.min} eta ${R.evidenceDays.max} egun baliodun arteko froga aldia irekitzen da. Horrekin guztiarekin, instruktoreak ebazpen proposamena egiten du, eta Zuzendaritza Batzordeak erabakitzen du.

        ### Errekurtsoak
        Zuzendaritza Batzordearen ebazpenaren aurka berraztertzeko errekurtsoa aurkez daiteke Batzordearen beraren aurrean, jakinarazpenetik ${R.appealDays.second} egun balioduneko epean. Arau-hauste oso astunengatiko zigorrak, gainera, Batzar Nagusiaren edo Euskadiko Kirol Justiziako Batzordearen aurrean errekurritu daitezke, ${R.appealDays.assembly} eguneko epean.

        ### Preskripzioa
        Arau-hauste oso astunak ${R.prescription.verySeriousYears} urtera preskribatzen dira, astunak urtebetera (${R.prescription.seriousYears} urte) eta arinak hilabetera (${R.prescription.minorMonths} hilabete), egin ziren egunetik kontatuta.
      `),
    },
    {
      key: 'sanctions',
      title_es: 'Sanciones',
      title_eus: 'Zigorrak',
      body_es: body(`
        Las sanciones se gradúan según la gravedad de la infracción, la reiteración, el daño causado y la edad de la persona. En los deportistas menores prima siempre el carácter educativo de la medida.

        ### Por infracciones leves
        Desde un apercibimiento hasta la expulsión de hasta una semana (${R.minorSanction.maxExpulsionDays} días) de los entrenamientos y competiciones.

        ### Por infracciones graves
        Expulsión de entre ${R.seriousSanction.minDays} y ${R.seriousSanction.maxDays} días de los entrenamientos, competiciones y actividades del club.

        ### Por infracciones muy graves
        Expulsión desde ${R.verySeriousSanction.minDays} días hasta la expulsión definitiva del club, con la pérdida de la condición de persona socia.

        ### Otras medidas
        - La reparación o el pago de los daños causados al material o a las instalaciones.
        - La baja en la competición afectada, cuando la infracción se comete durante ella.
        - Las sanciones que imponga la federación correspondiente se aplican con independencia de las del club.

        La expulsión no exime del pago de las cuotas ya devengadas. Las sanciones se anotan en el expediente de la persona y se cancelan cuando prescribe la infracción.
      `),
      body_eus: body(`
        Zigorrak arau-haustearen larritasunaren, errepikapenaren, eragindako kaltearen eta pertsonaren adinaren arabera mailakatzen dira. Kirolari adingabeen kasuan, neurriaren izaera hezitzailea da beti nagusi.

        ### Arau-hauste arinengatik
        Ohartarazpen batetik hasi eta entrenamendu eta lehiaketetatik astebeterako (${R.minorSanction.maxExpulsionDays} egun) kanporatzera arte.

        ### Arau-hauste astunengatik
        Klubeko entrenamendu, lehiaketa eta jardueretatik ${R.seriousSanction.minDays} eta ${R.seriousSanction.maxDays} egun arteko kanporatzea.

        ### Arau-hauste oso astunengatik
        ${R.verySeriousSanction.minDays} egunetik klubetik behin betiko kanporatzera arte, bazkide izaera galduta.

        ### Beste neurri batzuk
        - Materialari edo instalazioei eragindako kalteak konpontzea edo ordaintzea.
        - Lehiaketan bertan egindako arau-haustea bada, lehiaketa horretatik kentzea.
        - Dagokion federazioak ezartzen dituen zigorrak klubarenetatik aparte aplikatzen dira.

        Kanporatzeak ez du salbuesten jada sortutako kuotak ordaintzetik. Zigorrak pertsonaren espedientean idazten dira, eta arau-haustea preskribatzen denean ezerezten dira.
      `),
    },
  ],
};
