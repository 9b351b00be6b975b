import { CLUB_RULES as R } from '@club/domain/content/content.rules';
import { body, CLUB, type LegalSeed } from './types.js';

/** Privacy policy (spec 000 §2: five tabs; access rights by e-mail or post, hosting data 12 months). */
export const privacyDocument: LegalSeed = {
  key: 'privacy',
  title_es: 'Política de privacidad',
  title_eus: 'Pribatutasun politika',
  updated_on: '2025-07-15',
  sections: [
    {
      key: 'controller',
      title_es: 'Responsable del tratamiento',
      title_eus: 'Tratamenduaren arduraduna',
      body_es: body(`
        El responsable de los datos personales que tratamos en este portal es el ${CLUB.name_es}, con CIF ${CLUB.cif} y domicilio en ${CLUB.address_es}.

        Para cualquier cuestión sobre tus datos puedes escribir a ${CLUB.dpoEmail} o a la oficina del club, ${CLUB.email}.

        Tratamos tus datos de acuerdo con el Reglamento (UE) 2016/679, General de Protección de Datos, y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales.
      `),
      body_eus: body(`
        Atari honetan tratatzen ditugun datu pertsonalen arduraduna ${CLUB.name_eus} da; IFZ: ${CLUB.cif}; helbidea: ${CLUB.address_eus}.

        Zure datuei buruzko edozein gairi buruz, ${CLUB.dpoEmail} helbidera edo klubeko bulegora (${CLUB.email}) idatz dezakezu.

        Zure datuak Datuak Babesteko Erregelamendu Orokorraren (EB 2016/679) eta Datu Pertsonalak Babesteko eta Eskubide Digitalak Bermatzeko 3/2018 Lege Organikoaren arabera tratatzen ditugu.
      `),
    },
    {
      key: 'purposes',
      title_es: 'Finalidades y legitimación',
      title_eus: 'Helburuak eta legitimazioa',
      body_es: body(`
        ### Para qué usamos tus datos
        - Gestionar tu cuenta, tu familia y tu condición de persona socia.
        - Tramitar inscripciones en cursos y temporadas, licencias federativas, tarjeta deportiva y reconocimientos médicos.
        - Cobrar cuotas, actividades y pedidos de equipación por tarjeta o domiciliación bancaria.
        - Enviarte avisos sobre tus inscripciones y, si lo aceptas, el boletín del club.
        - Publicar fotografías de actividades y competiciones, solo con tu autorización.

        ### Con qué base legal
        La ejecución del contrato de socio o de inscripción, el cumplimiento de obligaciones legales (fiscales y deportivas) y tu consentimiento para el boletín y las imágenes, que puedes retirar en cualquier momento desde Mi cuenta.

        Los datos de menores los facilita su padre, madre o representante legal, que da el consentimiento en su nombre.
      `),
      body_eus: body(`
        ### Zertarako erabiltzen ditugun zure datuak
        - Zure kontua, zure familia eta zure bazkide izaera kudeatzeko.
        - Ikastaro eta denboraldietako izen-emateak, federazio lizentziak, kirol txartela eta azterketa medikoak izapidetzeko.
        - Kuotak, jarduerak eta ekipazio eskaerak txartelez edo banku helbideratzez kobratzeko.
        - Zure izen-emateei buruzko oharrak bidaltzeko eta, onartzen baduzu, klubeko buletina.
        - Jardueren eta lehiaketen argazkiak argitaratzeko, zure baimenarekin bakarrik.

        ### Zein oinarri juridikorekin
        Bazkide edo izen-emate kontratua betetzea, legezko betebeharrak (zergak eta kirolekoak) betetzea eta buletinerako eta irudietarako zure baimena; azken hori edonoiz ken dezakezu Nire kontua ataletik.

        Adingabeen datuak haien aitak, amak edo legezko ordezkariak ematen ditu, eta hark ematen du baimena haien izenean.
      `),
    },
    {
      key: 'retention',
      title_es: 'Conservación de los datos',
      title_eus: 'Datuen kontserbazioa',
      body_es: body(`
        Conservamos tus datos mientras mantengas tu cuenta o tu condición de persona socia y, después, durante los plazos que exige la ley para atender posibles responsabilidades (por ejemplo, los datos de cobros, durante los plazos fiscales).

        - Los registros técnicos del alojamiento del portal (direcciones IP, fechas y páginas solicitadas) se conservan ${R.hostingRetentionMonths} meses y después se borran.
        - Las sesiones abiertas caducan por inactividad y se borran al cerrar la sesión o al eliminar la cuenta.
        - Si eliminas tu cuenta, borramos tus datos salvo los que debamos guardar por obligación legal, que quedan bloqueados.
      `),
      body_eus: body(`
        Zure datuak gordetzen ditugu zure kontua edo bazkide izaera mantentzen duzun bitartean, eta, ondoren, legeak eskatzen dituen epeetan, izan litezkeen erantzukizunei erantzuteko (adibidez, kobrantzen datuak, zerga epeetan).

        - Atariaren ostatatzeko erregistro teknikoak (IP helbideak, datak eta eskatutako orriak) ${R.hostingRetentionMonths} hilabetez gordetzen dira, eta gero ezabatu egiten dira.
        - Irekitako saioak jarduerarik ezean iraungitzen dira, eta saioa ixtean edo kontua ezabatzean ezabatzen dira.
        - Zure kontua ezabatzen baduzu, zure datuak ezabatzen ditugu, legez gorde behar ditugunak izan ezik; horiek blokeatuta geratzen dira.
      `),
    },
    {
      key: 'recipients',
      title_es: 'Destinatarios',
      title_eus: 'Hartzaileak',
      body_es: body(`
        Solo comunicamos tus datos cuando es necesario para el servicio que pides o lo exige la ley:

        - A la Federación Vizcaína y a la Federación Vasca de Natación, y a la Real Federación Española de Natación, para tramitar licencias e inscripciones en competiciones.
        - A la Diputación Foral de Bizkaia, para la tarjeta deportiva y el deporte escolar.
        - A Getxo Kirolak, gestor de las piscinas de Fadura y Gobela, para el uso de las instalaciones.
        - A la entidad bancaria, para los cobros por domiciliación y los pagos con tarjeta.
        - Al proveedor de alojamiento del portal, dentro de la Unión Europea, con el que tenemos firmado un contrato de encargo del tratamiento.

        No hacemos transferencias internacionales de datos ni vendemos datos a terceros.
      `),
      body_eus: body(`
        Zure datuak eskatzen duzun zerbitzurako beharrezkoa denean edo legeak hala eskatzen duenean bakarrik jakinarazten ditugu:

        - Bizkaiko eta Euskadiko Igeriketa federazioei eta Espainiako Igeriketa Errege Federazioari, lizentziak eta lehiaketetako izen-emateak izapidetzeko.
        - Bizkaiko Foru Aldundiari, kirol txartelerako eta eskola kirolerako.
        - Getxo Kirolak erakundeari, Fadurako eta Gobelako igerilekuen kudeatzaileari, instalazioak erabiltzeko.
        - Bankuari, helbideratutako kobrantzetarako eta txartelezko ordainketetarako.
        - Atariaren ostatu hornitzaileari, Europar Batasunaren barruan, tratamendu-eragile kontratua sinatuta baitugu harekin.

        Ez dugu datuen nazioarteko transferentziarik egiten, ez eta daturik saltzen hirugarrenei ere.
      `),
    },
    {
      key: 'rights',
      title_es: 'Tus derechos',
      title_eus: 'Zure eskubideak',
      body_es: body(`
        Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad de tus datos.

        ### Cómo ejercerlos
        - Por correo electrónico a ${CLUB.dpoEmail}, desde la dirección asociada a tu cuenta.
        - Por correo postal a ${CLUB.name_es}, ${CLUB.address_es}, con una copia de tu documento de identidad.

        Te responderemos en el plazo de un mes. Muchos datos puedes corregirlos tú mismo desde Mi cuenta y Mi familia.

        Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Autoridad Vasca de Protección de Datos (www.avpd.eus) o ante la Agencia Española de Protección de Datos (www.aepd.es).
      `),
      body_eus: body(`
        Edozein unetan erabil ditzakezu zure datuak eskuratzeko, zuzentzeko, ezabatzeko, aurka egiteko, tratamendua mugatzeko eta eramateko eskubideak.

        ### Nola erabili
        - Posta elektronikoz, ${CLUB.dpoEmail} helbidera, zure kontuari lotutako helbidetik.
        - Posta arruntez, helbide honetara: ${CLUB.name_eus}, ${CLUB.address_eus}, zure nortasun agiriaren kopiarekin.

        Hilabeteko epean erantzungo dizugu. Datu asko zuk zeuk zuzen ditzakezu Nire kontua eta Nire familia ataletan.

        Zure eskaera behar bezala erantzun ez dugula uste baduzu, erreklamazioa aurkez dezakezu Datuak Babesteko Euskal Bulegoan (www.avpd.eus) edo Datuak Babesteko Espainiako Agentzian (www.aepd.es).
      `),
    },
  ],
};
