import { A4, CLUB_BLUE, FlowDocument, MARGIN, MUTED } from './pdf-layout.js';

/**
 * The sports-card request template (gkmember_tpl, spec 001 §7): a one-page form in Spanish and
 * Basque naming the person, which they sign and send back with upload_documentation type 3.
 * Decision (the spec names only the call): the form asks the club to process the person's sports
 * card with the club's sports body and authorises it to pass on the person's data for it.
 */
export interface SportscardTemplateData {
  club: string;
  person: { firstName: string; lastName: string; personId: string; dateOfBirth: string | null; address: string; zipCity: string };
  lang: 'es' | 'eus';
  issued: Date;
}

type Bi = { es: string; eus: string };

const T = {
  title: { es: 'Solicitud de tarjeta deportiva', eus: 'Kirol-txartelaren eskaera' },
  name: { es: 'Nombre y apellidos', eus: 'Izen-abizenak' },
  personId: { es: 'DNI / NIE', eus: 'NAN / AIZ' },
  birth: { es: 'Fecha de nacimiento', eus: 'Jaiotza-data' },
  address: { es: 'Dirección', eus: 'Helbidea' },
  zipCity: { es: 'Código postal - Población', eus: 'Posta kodea - Herria' },
  body: {
    es: 'La persona arriba indicada (o su representante legal) solicita al club la tramitación de su tarjeta deportiva y autoriza al club a comunicar estos datos a la entidad deportiva que la expide, con ese único fin.',
    eus: 'Goian adierazitako pertsonak (edo haren legezko ordezkariak) bere kirol-txartela izapidetzeko eskatzen dio klubari, eta baimena ematen dio klubari datu horiek txartela ematen duen kirol-erakundeari jakinarazteko, helburu horretarako soilik.',
  },
  dateCity: { es: 'Fecha - Localidad', eus: 'Data - Herria' },
  signature: { es: 'Firma (la persona o su representante legal)', eus: 'Sinadura (pertsona edo haren legezko ordezkaria)' },
  footnote: {
    es: 'Firma este documento y súbelo en la solicitud de tarjeta deportiva de Mi familia (PDF, JPG o PNG).',
    eus: 'Sinatu dokumentu hau eta igo ezazu Nire familia orriko kirol-txartelaren eskaeran (PDF, JPG edo PNG).',
  },
} satisfies Record<string, Bi>;

const both = (t: Bi, lang: 'es' | 'eus'): string => (lang === 'es' ? `${t.es} / ${t.eus}` : `${t.eus} / ${t.es}`);

export async function buildSportscardTemplatePdf(d: SportscardTemplateData): Promise<Buffer> {
  const doc = await FlowDocument.create();
  const first = d.lang;
  const second = d.lang === 'es' ? 'eus' : 'es';
  const fullName = `${d.person.firstName} ${d.person.lastName}`.trim();
  doc.pdf.setTitle(`${T.title[first]} · ${fullName}`);
  doc.pdf.setAuthor(d.club);
  doc.pdf.setLanguage(first === 'eus' ? 'eu-ES' : 'es-ES');
  doc.pdf.setCreator('cngetxo.eus');
  doc.pdf.setProducer('cngetxo.eus');
  doc.pdf.setCreationDate(d.issued);
  doc.pdf.setModificationDate(d.issued);

  doc.text(d.club.toUpperCase(), { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(T.title[first], { font: doc.bold, size: 16, leading: 21 });
  doc.text(T.title[second], { font: doc.bold, size: 12, leading: 17, color: MUTED });
  doc.rule();

  const field = (label: Bi, value: string) => {
    doc.text(both(label, first), { size: 8, color: MUTED, leading: 10.5 });
    doc.text(value || ' ', { font: doc.bold, size: 10.5, leading: 13.5, after: 3 });
  };
  field(T.name, fullName);
  field(T.personId, d.person.personId);
  field(T.birth, d.person.dateOfBirth ?? '');
  field(T.address, d.person.address);
  field(T.zipCity, d.person.zipCity);
  doc.rule();
  doc.text(T.body[first], { size: 9.5, leading: 12.5, after: 4 });
  doc.text(T.body[second], { size: 9.5, leading: 12.5, color: MUTED, after: 2 });
  doc.rule();

  doc.ensure(100);
  field(T.dateCity, '');
  doc.y -= 18;
  doc.page.drawLine({ start: { x: MARGIN, y: doc.y }, end: { x: MARGIN + 220, y: doc.y }, thickness: 0.6, color: MUTED });
  doc.y -= 6;
  doc.text(both(T.signature, first), { size: 8.5, color: MUTED, leading: 12 });
  doc.y -= 30;
  doc.page.drawLine({ start: { x: MARGIN, y: doc.y }, end: { x: A4.width / 2, y: doc.y }, thickness: 0.6, color: MUTED });
  doc.y -= 14;
  doc.text(T.footnote[first], { size: 7.5, leading: 10, color: MUTED });
  doc.text(T.footnote[second], { size: 7.5, leading: 10, color: MUTED });
  doc.footer(`${d.club} · ${fullName}`);
  return doc.save();
}
