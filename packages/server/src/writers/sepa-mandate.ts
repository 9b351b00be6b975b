import { CLUB_BLUE, FlowDocument, MARGIN, A4, MUTED } from './pdf-layout.js';

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

type Bi = { es: string; eus: string };

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
} satisfies Record<string, Bi>;

/** ' / ' joins the two languages of a label, the person's first (once when they are the same). */
const both = (t: Bi, lang: 'es' | 'eus'): string => (t.es === t.eus ? t.es : lang === 'es' ? `${t.es} / ${t.eus}` : `${t.eus} / ${t.es}`);

/** IBAN in groups of four, as printed on paper. */
export const groupedIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

export async function buildSepaMandatePdf(m: MandateData): Promise<Buffer> {
  const doc = await FlowDocument.create();
  const first = m.lang;
  const second = m.lang === 'es' ? 'eus' : 'es';
  doc.pdf.setTitle(`${T.title[first]} · ${m.reference}`);
  doc.pdf.setAuthor(m.creditor.name);
  doc.pdf.setSubject(T.title[first]);
  doc.pdf.setLanguage(first === 'eus' ? 'eu-ES' : 'es-ES');
  doc.pdf.setCreator('cngetxo.eus');
  doc.pdf.setProducer('cngetxo.eus');
  doc.pdf.setCreationDate(m.issued);
  doc.pdf.setModificationDate(m.issued);

  doc.text(m.creditor.name.toUpperCase(), { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(T.title[first], { font: doc.bold, size: 16, leading: 21 });
  doc.text(T.title[second], { font: doc.bold, size: 12, leading: 17, color: MUTED });
  doc.text(both(T.core, first), { size: 9, color: MUTED });
  doc.rule();

  const field = (label: Bi, value: string) => {
    doc.text(both(label, first), { size: 8, color: MUTED, leading: 10.5 });
    doc.text(value || ' ', { font: doc.bold, size: 10.5, leading: 13.5, after: 3 });
  };

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
  doc.footer(`${m.creditor.name} · ${m.reference}`);
  return doc.save();
}
