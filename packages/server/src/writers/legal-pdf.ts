import { parseLegalBody } from '@club/domain/content/content.rules';
import type { LegalDocument } from '@club/domain/content/content.schemas';
import { CLUB_BLUE, FlowDocument, MUTED } from './pdf-layout.js';

const CLUB_NAME = { es: 'Club Natación Getxo', eus: 'Getxo Igeriketa Kluba' } as const;
const UPDATED = { es: 'Última actualización', eus: 'Azken eguneratzea' } as const;

/** Download names of the legal PDFs, in the language of the text. */
export function legalPdfFilename(doc: 'rules' | 'statutes', lang: 'es' | 'eus'): string {
  const names = {
    rules: { es: 'Normativa interna - Club Natación Getxo.pdf', eus: 'Barne araudia - Getxo Igeriketa Kluba.pdf' },
    statutes: { es: 'Estatutos - Club Natación Getxo.pdf', eus: 'Estatutuak - Getxo Igeriketa Kluba.pdf' },
  } as const;
  return names[doc][lang];
}

const formatDay = (iso: string, lang: 'es' | 'eus'): string => {
  const [y, m, d] = iso.split('-');
  return lang === 'eus' ? `${y}/${m}/${d}` : `${d}/${m}/${y}`;
};

/**
 * The PDF of a legal document from the very text the web page shows (the API's sections in
 * the language asked for): a title page header, then every section with its headings,
 * paragraphs and lists.
 */
export async function buildLegalPdf(document: LegalDocument): Promise<Buffer> {
  const lang = document.lang === 'eus' ? 'eus' : 'es';
  const doc = await FlowDocument.create();
  doc.pdf.setTitle(`${document.title} · ${CLUB_NAME[lang]}`);
  doc.pdf.setAuthor(CLUB_NAME[lang]);
  doc.pdf.setSubject(document.title);
  doc.pdf.setLanguage(lang === 'eus' ? 'eu-ES' : 'es-ES');
  doc.pdf.setCreator('cngetxo.eus');
  doc.pdf.setProducer('cngetxo.eus');
  // A fixed date keeps the same text producing the same file.
  const updated = new Date(`${document.updated}T00:00:00Z`);
  doc.pdf.setCreationDate(updated);
  doc.pdf.setModificationDate(updated);

  doc.text(CLUB_NAME[lang].toUpperCase(), { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(document.title, { font: doc.bold, size: 20, leading: 26, after: 2 });
  doc.text(`${UPDATED[lang]}: ${formatDay(document.updated, lang)}`, { size: 9, color: MUTED });
  doc.rule();

  for (const section of document.sections) {
    doc.ensure(60);
    doc.y -= 10;
    doc.text(section.title, { font: doc.bold, size: 14, color: CLUB_BLUE, leading: 20, after: 4 });
    for (const block of parseLegalBody(section.body)) {
      if (block.kind === 'heading') {
        doc.ensure(40);
        doc.y -= 4;
        doc.text(block.text, { font: doc.bold, size: 11, after: 2 });
      } else if (block.kind === 'paragraph') {
        doc.text(block.text, { after: 6 });
      } else {
        for (const item of block.items) doc.bullet(item);
        doc.y -= 6;
      }
    }
  }
  doc.footer(`${CLUB_NAME[lang]} · ${document.title}`);
  return doc.save();
}
