import { MEMBERSHIP_CANCELLATION_NOTICE_MONTHS as NOTICE } from '@club/domain/content/content.rules';
import { body, CLUB, type LegalSeed } from './types.js';

/** The club statutes, downloadable as PDF from /legal/normativa (spec 001 §2). */
export const statutesDocument: LegalSeed = {
  key: 'statutes',
  title_es: 'Estatutos',
  title_eus: 'Estatutuak',
  updated_on: '2021-11-20',
  sections: [
    {
      key: 'chapter-1',
      title_es: 'Capítulo I. Denominación, domicilio y objeto',
      title_eus: 'I. kapitulua. Izena, egoitza eta xedea',
      body_es: body(`
        ### Artículo 1. Denominación
        El ${CLUB.name_es} (en euskera, ${CLUB.name_eus}) es una entidad deportiva privada sin ánimo de lucro, con personalidad jurídica propia, inscrita en el Registro de Entidades Deportivas del País Vasco y regida por la Ley 14/1998, del Deporte del País Vasco, por sus normas de desarrollo y por estos estatutos.

        ### Artículo 2. Domicilio
        El domicilio social se fija en ${CLUB.address_es}. La Asamblea General puede trasladarlo dentro del municipio de Getxo.

        ### Artículo 3. Objeto
        El club tiene por objeto el fomento, la enseñanza y la práctica de la natación y el waterpolo, en sus modalidades de iniciación, escolar, federada y máster, y la participación en competiciones oficiales.

        ### Artículo 4. Idiomas
        Son idiomas oficiales del club el euskera y el castellano. Las comunicaciones del club se harán en ambos idiomas.
      `),
      body_eus: body(`
        ### 1. artikulua. Izena
        ${CLUB.name_eus} (gaztelaniaz, ${CLUB.name_es}) irabazi asmorik gabeko kirol erakunde pribatua da, nortasun juridiko propioa du, Euskadiko Kirol Erakundeen Erregistroan inskribatuta dago, eta Euskadiko Kirolaren 14/1998 Legeak, hura garatzeko arauek eta estatutu hauek arautzen dute.

        ### 2. artikulua. Egoitza
        Egoitza soziala helbide honetan dago: ${CLUB.address_eus}. Batzar Nagusiak Getxoko udalerriaren barruan beste leku batera alda dezake.

        ### 3. artikulua. Xedea
        Klubaren xedea igeriketa eta waterpoloa sustatzea, irakastea eta praktikatzea da, hastapen, eskola, federatu eta master modalitateetan, bai eta lehiaketa ofizialetan parte hartzea ere.

        ### 4. artikulua. Hizkuntzak
        Klubaren hizkuntza ofizialak euskara eta gaztelania dira. Klubaren komunikazioak bi hizkuntzetan egingo dira.
      `),
    },
    {
      key: 'chapter-2',
      title_es: 'Capítulo II. Personas socias',
      title_eus: 'II. kapitulua. Bazkideak',
      body_es: body(`
        ### Artículo 5. Clases
        Pueden ser socias las personas físicas que lo soliciten y abonen la cuota correspondiente. Las personas menores de edad se asocian a través de su padre, madre o representante legal. La Asamblea General puede nombrar socios de honor a quienes hayan prestado servicios destacados al club.

        ### Artículo 6. Derechos
        - Participar en las actividades del club y usar sus servicios en las condiciones establecidas.
        - Asistir a la Asamblea General con voz y, siendo mayores de edad y con un año de antigüedad, con voto.
        - Elegir y ser elegidas para los órganos de gobierno.
        - Conocer las cuentas anuales y la memoria de actividades.

        ### Artículo 7. Obligaciones
        - Cumplir los estatutos, la normativa interna y los acuerdos de los órganos del club.
        - Abonar las cuotas que fije la Asamblea General.
        - Respetar las instalaciones, el material y a las demás personas.

        ### Artículo 8. Baja
        Se pierde la condición de persona socia por voluntad propia, comunicada por escrito con ${NOTICE} meses de antelación; por impago de tres cuotas; o por sanción disciplinaria firme de expulsión definitiva.
      `),
      body_eus: body(`
        ### 5. artikulua. Motak
        Bazkide izan daitezke hala eskatzen duten eta dagokien kuota ordaintzen duten pertsona fisikoak. Adingabeak beren aitaren, amaren edo legezko ordezkariaren bidez egiten dira bazkide. Batzar Nagusiak ohorezko bazkide izenda ditzake klubari zerbitzu nabarmenak eman dizkiotenak.

        ### 6. artikulua. Eskubideak
        - Klubeko jardueretan parte hartzea eta haren zerbitzuak ezarritako baldintzetan erabiltzea.
        - Batzar Nagusira hitzarekin joatea, eta, adinez nagusi izanda eta urtebeteko antzinatasuna izanda, botoarekin.
        - Gobernu organoetarako hautatzea eta hautatua izatea.
        - Urteko kontuak eta jardueren memoria ezagutzea.

        ### 7. artikulua. Betebeharrak
        - Estatutuak, barne araudia eta klubeko organoen erabakiak betetzea.
        - Batzar Nagusiak finkatzen dituen kuotak ordaintzea.
        - Instalazioak, materiala eta gainerako pertsonak errespetatzea.

        ### 8. artikulua. Baja
        Bazkide izaera galtzen da norberak nahi duelako, ${NOTICE} hilabete lehenago idatziz jakinarazita; hiru kuota ez ordaintzeagatik; edo behin betiko kanporatzeko diziplina zigor irmoagatik.
      `),
    },
    {
      key: 'chapter-3',
      title_es: 'Capítulo III. Órganos de gobierno',
      title_eus: 'III. kapitulua. Gobernu organoak',
      body_es: body(`
        ### Artículo 9. Asamblea General
        La Asamblea General es el órgano supremo del club y está formada por todas las personas socias con derecho a voto. Se reúne en sesión ordinaria una vez al año, dentro de los cuatro meses siguientes al cierre del ejercicio, para aprobar las cuentas, el presupuesto y las cuotas, y en sesión extraordinaria cuando lo acuerde la Junta Directiva o lo pida al menos el diez por ciento de las personas socias.

        ### Artículo 10. Junta Directiva
        La Junta Directiva gobierna y representa al club. La componen la presidencia, la vicepresidencia, la secretaría, la tesorería y entre tres y siete vocalías. Sus miembros se eligen por la Asamblea General por un periodo de cuatro años y pueden ser reelegidos. Los cargos no son retribuidos.

        ### Artículo 11. Presidencia
        La persona que ocupa la presidencia representa legalmente al club, convoca y preside la Asamblea General y la Junta Directiva y ejecuta sus acuerdos.

        ### Artículo 12. Secretaría y tesorería
        La secretaría custodia los libros y el registro de personas socias y levanta acta de las reuniones. La tesorería lleva la contabilidad, custodia los fondos y prepara las cuentas anuales y el presupuesto.
      `),
      body_eus: body(`
        ### 9. artikulua. Batzar Nagusia
        Batzar Nagusia da klubaren organo gorena, eta boto eskubidea duten bazkide guztiek osatzen dute. Ohiko bilkuran urtean behin biltzen da, ekitaldia itxi eta hurrengo lau hilabeteetan, kontuak, aurrekontua eta kuotak onartzeko; eta ezohiko bilkuran, Zuzendaritza Batzordeak hala erabakitzen duenean edo bazkideen ehuneko hamarrek gutxienez eskatzen dutenean.

        ### 10. artikulua. Zuzendaritza Batzordea
        Zuzendaritza Batzordeak gobernatzen eta ordezkatzen du kluba. Lehendakaritzak, lehendakariordetzak, idazkaritzak, diruzaintzak eta hiru eta zazpi arteko batzordekidetzak osatzen dute. Kideak Batzar Nagusiak hautatzen ditu lau urterako, eta berriro hauta daitezke. Karguak ez dira ordainduak.

        ### 11. artikulua. Lehendakaritza
        Lehendakaria da klubaren legezko ordezkaria; Batzar Nagusia eta Zuzendaritza Batzordea deitzen eta zuzentzen ditu, eta haien erabakiak betearazten ditu.

        ### 12. artikulua. Idazkaritza eta diruzaintza
        Idazkaritzak liburuak eta bazkideen erregistroa zaintzen ditu, eta bileren aktak jasotzen ditu. Diruzaintzak kontabilitatea eramaten du, funtsak zaintzen ditu eta urteko kontuak eta aurrekontua prestatzen ditu.
      `),
    },
    {
      key: 'chapter-4',
      title_es: 'Capítulo IV. Régimen económico y disciplinario',
      title_eus: 'IV. kapitulua. Araubide ekonomikoa eta diziplinazkoa',
      body_es: body(`
        ### Artículo 13. Recursos
        Son recursos del club las cuotas de las personas socias, los precios de las actividades, las subvenciones públicas, el patrocinio y las donaciones. Los beneficios, si los hubiera, se destinan íntegramente al objeto del club.

        ### Artículo 14. Ejercicio
        El ejercicio económico empieza el 1 de septiembre y termina el 31 de agosto, en coincidencia con la temporada deportiva.

        ### Artículo 15. Régimen disciplinario
        El régimen disciplinario del club se desarrolla en la normativa interna, que clasifica las infracciones, fija las sanciones y regula el procedimiento, con audiencia a la persona interesada y derecho a recurso.
      `),
      body_eus: body(`
        ### 13. artikulua. Baliabideak
        Klubaren baliabideak dira bazkideen kuotak, jardueren prezioak, diru-laguntza publikoak, babesletza eta dohaintzak. Mozkinak, baldin badaude, osorik klubaren xedera bideratzen dira.

        ### 14. artikulua. Ekitaldia
        Ekitaldi ekonomikoa irailaren 1ean hasi eta abuztuaren 31n amaitzen da, kirol denboraldiarekin bat.

        ### 15. artikulua. Diziplina araubidea
        Klubaren diziplina araubidea barne araudian garatzen da; araudi horrek arau-hausteak sailkatzen ditu, zigorrak finkatzen ditu eta prozedura arautzen du, interesdunari entzunaldia emanez eta errekurtsoa jartzeko eskubidea bermatuz.
      `),
    },
    {
      key: 'chapter-5',
      title_es: 'Capítulo V. Modificación y disolución',
      title_eus: 'V. kapitulua. Aldaketa eta desegitea',
      body_es: body(`
        ### Artículo 16. Modificación de los estatutos
        Los estatutos solo pueden modificarse por acuerdo de la Asamblea General extraordinaria, con el voto favorable de dos tercios de las personas socias presentes.

        ### Artículo 17. Disolución
        El club se disuelve por acuerdo de la Asamblea General extraordinaria con la misma mayoría, por resolución judicial o por las demás causas previstas en la ley. En caso de disolución, el patrimonio resultante se destinará a entidades deportivas sin ánimo de lucro de Getxo.

        ### Disposición final
        Estos estatutos fueron aprobados por la Asamblea General extraordinaria de 20 de noviembre de 2021, con motivo del cincuenta aniversario del club.
      `),
      body_eus: body(`
        ### 16. artikulua. Estatutuak aldatzea
        Estatutuak Batzar Nagusi ezohikoaren erabakiz soilik alda daitezke, bertan dauden bazkideen bi hereneko aldeko botoarekin.

        ### 17. artikulua. Desegitea
        Kluba desegiten da Batzar Nagusi ezohikoaren erabakiz, gehiengo berarekin, ebazpen judizialez edo legeak aurreikusitako gainerako arrazoiengatik. Desegiten bada, geratzen den ondarea Getxoko irabazi asmorik gabeko kirol erakundeei emango zaie.

        ### Azken xedapena
        Estatutu hauek 2021eko azaroaren 20ko Batzar Nagusi ezohikoak onartu zituen, klubaren berrogeita hamargarren urteurrena zela eta.
      `),
    },
  ],
};
