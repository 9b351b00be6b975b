/** README.txt of the data export, in Spanish and Basque (the archive's only prose). */
export function exportReadme(generatedAt: string): string {
  return `CLUB NATACIÓN GETXO · GETXO IGERIKETA KLUBA
Exportación de tus datos · Zure datuen esportazioa
${generatedAt}

=== ESPAÑOL ===

Este archivo contiene todo lo que el portal del club guarda sobre ti y sobre las personas
que gestionas desde tu cuenta (Mi familia). Los ficheros .json se pueden abrir con cualquier
editor de texto o importar en otro programa (formato JSON, UTF-8). Las fechas están en UTC
(ISO 8601) y los importes en euros.

  profile.json          Tus datos personales, de contacto, bancarios y de socio.
  persons.json          Las personas que gestionas: sus datos y el vínculo contigo.
  consents.json         Aceptación de las condiciones y del tratamiento de imágenes (fecha y
                        hora) y la suscripción al boletín, de cada persona.
  signups.json          Inscripciones en cursos y actividades: estado, horario, precio,
                        respuestas al formulario y estado del pago.
  payments.json         Pagos con tarjeta registrados (pedido, concepto, importe, estado y
                        respuesta del banco). Los datos de la tarjeta nunca pasan por el club.
  sessions.json         Tus sesiones abiertas (navegador, dirección IP, fechas) y las
                        direcciones desde las que has entrado. No incluye las claves de sesión.
  account_requests.json Solicitudes enviadas a la oficina (por ejemplo, permiso de gestión).
  documents.json        Documentos subidos en la pestaña Documentación (tipo: 0 y 3 otros
                        documentos, 1 orden SEPA de cuota, 2 orden SEPA de actividades).
  sepa_mandates.json    Órdenes de domiciliación SEPA emitidas: referencia, IBAN, fecha de
                        emisión y fecha de firma.
  calendar.json         Si tienes un enlace de calendario activo y desde cuándo (el enlace no
                        se guarda: solo una huella que no permite reconstruirlo).
  files.json            Índice de los ficheros incluidos en la carpeta files/.
  files/<persona>/      Los ficheros en sí: documentos, adjuntos de inscripciones y fotos.

No se incluyen las contraseñas (solo se guarda una huella irreversible) ni datos de otras
familias. Para corregir o borrar datos, escribe a la oficina del club.

=== EUSKARA ===

Artxibo honek klubeko atariak zuri eta zure kontutik kudeatzen dituzun pertsonei (Nire
familia) buruz gordetzen duen guztia dauka. .json fitxategiak edozein testu-editorerekin ireki
daitezke edo beste programa batean inportatu (JSON formatua, UTF-8). Datak UTC orduan daude
(ISO 8601) eta zenbatekoak eurotan.

  profile.json          Zure datu pertsonalak, harremanetarakoak, bankukoak eta bazkidearenak.
  persons.json          Kudeatzen dituzun pertsonak: haien datuak eta zurekiko lotura.
  consents.json         Baldintzen eta irudien tratamenduaren onarpena (data eta ordua) eta
                        buletinerako harpidetza, pertsona bakoitzarena.
  signups.json          Ikastaro eta jardueretako izen-emateak: egoera, ordutegia, prezioa,
                        inprimakiko erantzunak eta ordainketaren egoera.
  payments.json         Erregistratutako txartel-ordainketak (eskaera, kontzeptua, zenbatekoa,
                        egoera eta bankuaren erantzuna). Txartelaren datuak ez dira klubetik pasatzen.
  sessions.json         Zure saio irekiak (nabigatzailea, IP helbidea, datak) eta sartu zaren
                        helbideak. Ez ditu saio-gakoak jasotzen.
  account_requests.json Bulegora bidalitako eskaerak (adibidez, kudeatzeko baimena).
  documents.json        Dokumentazioa fitxan igotako dokumentuak (mota: 0 eta 3 beste
                        dokumentu batzuk, 1 kuotaren SEPA agindua, 2 jardueren SEPA agindua).
  sepa_mandates.json    Emandako SEPA helbideratze-aginduak: erreferentzia, IBAN, jaulkipen-data
                        eta sinadura-data.
  calendar.json         Egutegi-esteka aktiborik duzun eta noiztik (esteka ez da gordetzen:
                        hura berreraikitzen uzten ez duen aztarna bat baino ez).
  files.json            files/ karpetako fitxategien aurkibidea.
  files/<pertsona>/     Fitxategiak berak: dokumentuak, izen-emateen eranskinak eta argazkiak.

Ez dira pasahitzak sartzen (itzulezina den aztarna bat baino ez da gordetzen), ezta beste
familien daturik ere. Datuak zuzentzeko edo ezabatzeko, idatzi klubeko bulegora.
`;
}
