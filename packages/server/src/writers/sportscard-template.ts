import { type Bilingual, describeForm, formField, formHeading, otherLanguage, signatureBlock } from './bilingual-form.js';
import { FlowDocument, MUTED } from './pdf-layout.js';

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
} satisfies Record<string, Bilingual>;

export async function buildSportscardTemplatePdf(d: SportscardTemplateData): Promise<Buffer> {
  const doc = await FlowDocument.create();
  const first = d.lang;
  const second = otherLanguage(first);
  const fullName = `${d.person.firstName} ${d.person.lastName}`.trim();
  describeForm(doc, { title: `${T.title[first]} · ${fullName}`, author: d.club, lang: first, issued: d.issued });
  formHeading(doc, d.club, T.title, first);
  doc.rule();

  const field = (label: Bilingual, value: string) => formField(doc, label, value, first);
  field(T.name, fullName);
  field(T.personId, d.person.personId);
  field(T.birth, d.person.dateOfBirth ?? '');
  field(T.address, d.person.address);
  field(T.zipCity, d.person.zipCity);
  doc.rule();
  doc.text(T.body[first], { size: 9.5, leading: 12.5, after: 4 });
  doc.text(T.body[second], { size: 9.5, leading: 12.5, color: MUTED, after: 2 });
  doc.rule();

  signatureBlock(doc, T, first);
  doc.footer(`${d.club} · ${fullName}`);
  return doc.save();
}
