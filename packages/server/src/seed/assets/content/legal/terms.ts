import { body, CLUB, type LegalSeed } from './types.js';

/** Site terms (spec 000 §2): general conditions; cookies and local storage policy. */
export const termsDocument: LegalSeed = {
  key: 'terms',
  title_es: 'Condiciones de uso',
  title_eus: 'Erabilera baldintzak',
  updated_on: '2025-07-15',
  sections: [
    {
      key: 'general',
      title_es: 'Condiciones generales',
      title_eus: 'Baldintza orokorrak',
      body_es: body(`
        Este portal (${CLUB.web}) es el sitio web del ${CLUB.name_es}, con CIF ${CLUB.cif} y domicilio en ${CLUB.address_es}. Puedes escribirnos a ${CLUB.email}.

        ### Objeto
        El portal informa sobre el club, sus equipos, horarios, récords y actividades, y permite a las personas registradas inscribirse en cursos y temporadas, hacerse socias, solicitar licencias y trámites, pedir equipación y pagar cuotas y actividades.

        ### Cuenta de usuario
        - Para crear una cuenta hay que ser mayor de edad. Las personas adultas pueden gestionar desde su cuenta a los menores a su cargo.
        - Los datos que introduces deben ser veraces y estar actualizados; el club los usa para tramitar inscripciones, licencias y cobros.
        - La contraseña es personal. Si sospechas que alguien la conoce, cámbiala y cierra las demás sesiones desde Mi cuenta.

        ### Inscripciones y pagos
        Las plazas se asignan según las condiciones publicadas en cada actividad. Los pagos con tarjeta se realizan en la pasarela segura de la entidad bancaria; el club no conoce ni guarda los datos de tu tarjeta. Los cobros por domiciliación se hacen con el mandato SEPA firmado.

        ### Uso correcto
        No está permitido usar el portal para fines ilícitos, intentar acceder a datos de otras personas o alterar su funcionamiento. El club puede suspender la cuenta de quien incumpla estas condiciones.

        ### Propiedad intelectual
        Los textos, imágenes y logotipos del portal pertenecen al club o se usan con permiso de sus autores. Las fotografías de deportistas se publican con la autorización recogida en la inscripción.

        ### Legislación
        Estas condiciones se rigen por la legislación española. Para cualquier controversia serán competentes los juzgados y tribunales de Getxo, salvo que la ley disponga otra cosa.
      `),
      body_eus: body(`
        Atari hau (${CLUB.web}) ${CLUB.name_eus}ren webgunea da; IFZ: ${CLUB.cif}; helbidea: ${CLUB.address_eus}. ${CLUB.email} helbidera idatz diezagukezu.

        ### Xedea
        Atariak klubari, haren taldeei, ordutegiei, errekorrei eta jarduerei buruzko informazioa ematen du, eta erregistratutako pertsonei aukera ematen die ikastaro eta denboraldietan izena emateko, bazkide egiteko, lizentziak eta izapideak eskatzeko, ekipazioa eskatzeko eta kuotak eta jarduerak ordaintzeko.

        ### Erabiltzaile kontua
        - Kontua sortzeko adinez nagusia izan behar da. Pertsona helduek beren ardurapeko adingabeak kudea ditzakete beren kontutik.
        - Sartzen dituzun datuek egiazkoak eta eguneratuak izan behar dute; klubak izen-emateak, lizentziak eta kobrantzak izapidetzeko erabiltzen ditu.
        - Pasahitza pertsonala da. Norbaitek ezagutzen duela susmatzen baduzu, alda ezazu eta itxi gainerako saioak Nire kontua ataletik.

        ### Izen-emateak eta ordainketak
        Plazak jarduera bakoitzean argitaratutako baldintzen arabera esleitzen dira. Txartelarekin egindako ordainketak bankuaren ordainbide seguruan egiten dira; klubak ez ditu zure txartelaren datuak ezagutzen ez gordetzen. Helbideratzeko kobrantzak sinatutako SEPA aginduarekin egiten dira.

        ### Erabilera egokia
        Ez da onartzen ataria legez kanpoko helburuetarako erabiltzea, beste pertsona batzuen datuetara sartzen saiatzea edo haren funtzionamendua aldatzea. Klubak baldintza hauek betetzen ez dituenaren kontua eten dezake.

        ### Jabetza intelektuala
        Atariko testuak, irudiak eta logotipoak klubarenak dira, edo egileen baimenarekin erabiltzen dira. Kirolarien argazkiak izen-ematean jasotako baimenarekin argitaratzen dira.

        ### Legeria
        Baldintza hauek Espainiako legeriaren mendekoak dira. Edozein auzitarako Getxoko epaitegiak eta auzitegiak izango dira eskudun, legeak bestelakorik xedatzen ez badu.
      `),
    },
    {
      key: 'cookies',
      title_es: 'Política de cookies y almacenamiento local',
      title_eus: 'Cookien eta tokiko biltegiratzearen politika',
      body_es: body(`
        Este portal no usa cookies de publicidad ni de análisis de terceros. Para funcionar guarda unos pocos datos en el almacenamiento local de tu navegador (localStorage), que no se envían a nadie más.

        ### Qué guardamos en tu dispositivo
        - El identificador de tu sesión, para que no tengas que iniciar sesión en cada visita. Se borra al cerrar la sesión.
        - El idioma que has elegido (castellano o euskera).
        - Una copia temporal de datos que ya has consultado (tu perfil y el de tu familia) para que las páginas carguen más rápido.

        ### Datos técnicos
        Para mejorar el portal registramos de forma anónima las páginas visitadas, el tiempo de carga y los errores de la aplicación, junto con el tipo de navegador. Estos registros no incluyen tu nombre ni tu correo.

        ### Cómo borrarlos
        Puedes cerrar la sesión desde el menú de usuario o borrar los datos del sitio en la configuración de tu navegador. Si lo haces, tendrás que volver a iniciar sesión y elegir el idioma.

        ### Pasarela de pago
        Al pagar con tarjeta sales del portal hacia la pasarela del banco, que puede usar sus propias cookies técnicas de seguridad según su política.
      `),
      body_eus: body(`
        Atari honek ez du hirugarrenen publizitate edo analisi cookierik erabiltzen. Funtzionatzeko, datu gutxi batzuk gordetzen ditu zure nabigatzailearen tokiko biltegian (localStorage), eta ez zaizkio beste inori bidaltzen.

        ### Zer gordetzen dugun zure gailuan
        - Zure saioaren identifikatzailea, bisita bakoitzean saioa hasi behar ez izateko. Saioa ixtean ezabatzen da.
        - Aukeratu duzun hizkuntza (gaztelania edo euskara).
        - Lehendik kontsultatu dituzun datuen aldi baterako kopia (zure profila eta zure familiarena), orriak azkarrago kargatzeko.

        ### Datu teknikoak
        Ataria hobetzeko, modu anonimoan erregistratzen ditugu bisitatutako orriak, karga denbora eta aplikazioaren erroreak, nabigatzaile motarekin batera. Erregistro horiek ez dute zure izenik ez helbide elektronikorik.

        ### Nola ezabatu
        Saioa erabiltzailearen menutik itxi dezakezu edo gunearen datuak ezabatu nabigatzailearen ezarpenetan. Hala eginez gero, saioa berriro hasi eta hizkuntza berriro aukeratu beharko duzu.

        ### Ordainbidea
        Txartelarekin ordaintzean, ataritik bankuaren ordainbidera joaten zara, eta hark bere segurtasun cookie teknikoak erabil ditzake bere politikaren arabera.
      `),
    },
  ],
};
