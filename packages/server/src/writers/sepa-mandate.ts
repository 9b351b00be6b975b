import { both, type Bilingual, describeForm, formField, formHeading, otherLanguage, signatureBlock } from './bilingual-form.js';
import { FlowDocument, MUTED } from './pdf-layout.js';

/**
 * The SEPA Core direct-debit mandate (EPC rulebook, the Spanish banks' model "Orden de
 * domiciliación de adeudo directo SEPA"), in Spanish and Basque: every label and the legal text
 * in both languages, the person's language first. The debtor signs it on paper (or with a
 * drawn signature) and sends it back through upload_documentation.
 */
export interface MandateData {
  reference: string;
  /** 1 membership quota, 2 activities. */
  mode: 1 | 2;
  creditor: { id: string; name: string; address: string };
  debtor: { name: string; address: string; zipCity: string; country: string; iban: string; bic: string };
  /** The person's language goes first. */
  lang: 'es' | 'eus';
  issued: Date;
}

const T = {
  title: {
    es: 'Orden de domiciliación de adeudo directo SEPA',
    eus: 'SEPA zuzeneko zordunketaren helbideratze-agindua',
  },
  core: { es: 'SEPA Core · Esquema básico', eus: 'SEPA Core · Oinarrizko eskema' },
  reference: { es: 'Referencia de la orden de domiciliación', eus: 'Helbideratze-aginduaren erreferentzia' },
  creditorId: { es: 'Identificador del acreedor', eus: 'Hartzekodunaren identifikatzailea' },
  creditorName: { es: 'Nombre del acreedor', eus: 'Hartzekodunaren izena' },
  creditorAddress: { es: 'Dirección del acreedor', eus: 'Hartzekodunaren helbidea' },
  legal: {
    es: 'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.',
    eus: 'Helbideratze-agindu hau sinatuz, zordunak baimena ematen dio (A) hartzekodunari, zordunaren erakundeari jarraibideak bidal diezazkion haren kontuan zorrak kargatzeko, eta (B) erakundeari, zorrak kontuan karga ditzan hartzekodunaren jarraibideei jarraituz. Bere eskubideen artean, zordunak eskubidea du bere erakundeak dirua itzul diezaion, harekin sinatutako kontratuaren baldintzetan. Itzulketa kontuan zorra kargatu eta hurrengo zortzi asteetan eskatu behar da. Zure eskubideei buruzko informazio gehiago zure finantza-erakundean lor dezakezu.',
  },
  debtorName: { es: 'Nombre del deudor / titular de la cuenta', eus: 'Zordunaren / kontuaren titularraren izena' },
  debtorAddress: { es: 'Dirección del deudor', eus: 'Zordunaren helbidea' },
  zipCity: { es: 'Código postal - Población', eus: 'Posta kodea - Herria' },
  country: { es: 'País del deudor', eus: 'Zordunaren herrialdea' },
  bic: { es: 'Swift BIC', eus: 'Swift BIC' },
  iban: { es: 'Número de cuenta - IBAN', eus: 'Kontu zenbakia - IBAN' },
  paymentType: { es: 'Tipo de pago', eus: 'Ordainketa mota' },
  recurrent: { es: '[X] Pago recurrente   [ ] Pago único', eus: '[X] Ordainketa errepikakorra   [ ] Ordainketa bakarra' },
  concept: { es: 'Concepto', eus: 'Kontzeptua' },
  quota: { es: 'Cuota de socio del club', eus: 'Klubeko bazkide-kuota' },
  activities: { es: 'Cursos y actividades del club', eus: 'Klubeko ikastaroak eta jarduerak' },
  dateCity: { es: 'Fecha - Localidad', eus: 'Data - Herria' },
  signature: { es: 'Firma del deudor', eus: 'Zordunaren sinadura' },
  footnote: {
    es: 'Todos los campos han de ser cumplimentados obligatoriamente. Una vez firmada, esta orden de domiciliación debe ser enviada al acreedor para su custodia (súbela en la pestaña Documentación de Mi familia).',
    eus: 'Eremu guztiak bete behar dira. Sinatu ondoren, helbideratze-agindu hau hartzekodunari bidali behar zaio gorde dezan (igo ezazu Nire familia orriko Dokumentazioa fitxan).',
  },
} satisfies Record<string, Bilingual>;

/** IBAN in groups of four, as printed on paper. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

export async function buildSepaMandatePdf(m: MandateData): Promise<Buffer> {
  const doc = await FlowDocument.create();
  const first = m.lang;
  const second = otherLanguage(first);
  describeForm(doc, {
    title: `${T.title[first]} · ${m.reference}`,
    author: m.creditor.name,
    subject: T.title[first],
    lang: first,
    issued: m.issued,
  });
  formHeading(doc, m.creditor.name, T.title, first);
  doc.text(both(T.core, first), { size: 9, color: MUTED });
  doc.rule();

  const field = (label: Bilingual, value: string) => formField(doc, label, value, first);

  field(T.reference, m.reference);
  field(T.creditorId, m.creditor.id);
  field(T.creditorName, m.creditor.name);
  field(T.creditorAddress, m.creditor.address);
  doc.rule();
  doc.text(T.legal[first], { size: 8.5, leading: 11.5, after: 4 });
  doc.text(T.legal[second], { size: 8.5, leading: 11.5, color: MUTED, after: 2 });
  doc.rule();

  field(T.debtorName, m.debtor.name);
  field(T.debtorAddress, m.debtor.address);
  field(T.zipCity, m.debtor.zipCity);
  field(T.country, m.debtor.country);
  field(T.bic, m.debtor.bic);
  field(T.iban, groupedIban(m.debtor.iban));
  field(T.paymentType, `${T.recurrent[first]}  ·  ${T.recurrent[second]}`);
  field(T.concept, both(m.mode === 1 ? T.quota : T.activities, first));
  doc.rule();

  signatureBlock(doc, T, first);
  doc.footer(`${m.creditor.name} · ${m.reference}`);
  return doc.save();
}
