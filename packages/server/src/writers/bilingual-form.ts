import { A4, CLUB_BLUE, type FlowDocument, MARGIN, MUTED } from './pdf-layout.js';

/**
 * The parts of a paper form the club hands out in both languages for a person to sign (the SEPA
 * mandate, the sports-card request): the reader's language first, the other beside or below it.
 */
export type Bilingual = { es: string; eus: string };
export type FormLanguage = 'es' | 'eus';

/** "Spanish / Basque" in the reader's order; one text when both are the same. */
export const both = (t: Bilingual, lang: FormLanguage): string =>
  t.es === t.eus ? t.es : lang === 'es' ? `${t.es} / ${t.eus}` : `${t.eus} / ${t.es}`;

export const otherLanguage = (lang: FormLanguage): FormLanguage => (lang === 'es' ? 'eus' : 'es');

/** The document's properties: title, author, language and the fixed dates of its issue. */
export function describeForm(
  doc: FlowDocument,
  m: { title: string; author: string; lang: FormLanguage; issued: Date; subject?: string },
): void {
  doc.pdf.setTitle(m.title);
  doc.pdf.setAuthor(m.author);
  if (m.subject) doc.pdf.setSubject(m.subject);
  doc.pdf.setLanguage(m.lang === 'eus' ? 'eu-ES' : 'es-ES');
  doc.pdf.setCreator('cngetxo.eus');
  doc.pdf.setProducer('cngetxo.eus');
  doc.pdf.setCreationDate(m.issued);
  doc.pdf.setModificationDate(m.issued);
}

/** The club's name over the title in the reader's language, the other language below it. */
export function formHeading(doc: FlowDocument, club: string, title: Bilingual, lang: FormLanguage): void {
  doc.text(club.toUpperCase(), { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(title[lang], { font: doc.bold, size: 16, leading: 21 });
  doc.text(title[otherLanguage(lang)], { font: doc.bold, size: 12, leading: 17, color: MUTED });
}

/** A labelled value: the label small in both languages, the value in bold (a blank line when empty). */
export function formField(doc: FlowDocument, label: Bilingual, value: string, lang: FormLanguage): void {
  doc.text(both(label, lang), { size: 8, color: MUTED, leading: 10.5 });
  doc.text(value || ' ', { font: doc.bold, size: 10.5, leading: 13.5, after: 3 });
}

/** Date and place to fill in, the signature line with its caption, and the footnote in both languages. */
export function signatureBlock(
  doc: FlowDocument,
  t: { dateCity: Bilingual; signature: Bilingual; footnote: Bilingual },
  lang: FormLanguage,
): void {
  doc.ensure(100);
  formField(doc, t.dateCity, '', lang);
  doc.y -= 18;
  doc.page.drawLine({ start: { x: MARGIN, y: doc.y }, end: { x: MARGIN + 220, y: doc.y }, thickness: 0.6, color: MUTED });
  doc.y -= 6;
  doc.text(both(t.signature, lang), { size: 8.5, color: MUTED, leading: 12 });
  doc.y -= 30;
  doc.page.drawLine({ start: { x: MARGIN, y: doc.y }, end: { x: A4.width / 2, y: doc.y }, thickness: 0.6, color: MUTED });
  doc.y -= 14;
  doc.text(t.footnote[lang], { size: 7.5, leading: 10, color: MUTED });
  doc.text(t.footnote[otherLanguage(lang)], { size: 7.5, leading: 10, color: MUTED });
}
