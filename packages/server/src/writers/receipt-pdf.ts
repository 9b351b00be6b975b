import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { VAT_PERCENT } from '@club/domain/activities/pricing.rules';
import { dayInWords } from '@club/domain/activities/words.rules';
import { madridDate } from '@club/domain/shared/dates';
import { CLUB_BLUE, FlowDocument, MARGIN, MUTED, A4 } from './pdf-layout.js';

/** What a receipt prints (issue 20, point 3): the club, the number, the payer, each item and its lines, the total with VAT. */
export interface ReceiptPdfInput {
  lang: 'es' | 'eus';
  legalName: string;
  taxId: string;
  address: string;
  number: string;
  issuedAt: Date;
  order: string;
  payerName: string;
  payerTaxId: string;
  items: ItemDescription[];
  totalCents: number;
  vatCents: number;
}

const WORDS = {
  es: {
    title: 'Recibo',
    number: 'Número de recibo',
    date: 'Fecha',
    order: 'Pedido (pago con tarjeta)',
    taxId: 'NIF',
    payer: 'Pagado por',
    for: 'Para',
    total: 'Total',
    base: 'Base imponible',
    vat: `IVA (${VAT_PERCENT} %) incluido`,
    footer: 'Recibo',
  },
  eus: {
    title: 'Ordainagiria',
    number: 'Ordainagiri-zenbakia',
    date: 'Data',
    order: 'Eskaera (txartel bidezko ordainketa)',
    taxId: 'IFZ',
    payer: 'Ordaindu duena',
    for: 'Norentzat',
    total: 'Guztira',
    base: 'Zerga-oinarria',
    vat: `BEZa (% ${VAT_PERCENT}) barne`,
    footer: 'Ordainagiria',
  },
} as const;

const money = (cents: number, lang: 'es' | 'eus') =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Madrid's day in words in the receipt's language ("30 de noviembre de 2026", "2026ko azaroaren 30a"): the one date writer of the pages and mails. */
const day = (at: Date, lang: 'es' | 'eus') => dayInWords(madridDate(at), lang);

/** The receipt as a one- or more-page A4 PDF in the reader's language. */
export async function writeReceiptPdf(r: ReceiptPdfInput): Promise<Buffer> {
  const w = WORDS[r.lang];
  const doc = await FlowDocument.create();
  doc.pdf.setTitle(`${w.title} ${r.number}`);
  doc.pdf.setAuthor(r.legalName);
  doc.text(r.legalName, { font: doc.bold, size: 14, color: CLUB_BLUE });
  doc.text(`${w.taxId}: ${r.taxId}`, { size: 10 });
  doc.text(r.address, { size: 10, color: MUTED, after: 10 });
  doc.text(`${w.title} ${r.number}`, { font: doc.bold, size: 18, after: 4 });
  doc.text(`${w.number}: ${r.number}`, { size: 10 });
  doc.text(`${w.date}: ${day(r.issuedAt, r.lang)}`, { size: 10 });
  doc.text(`${w.order}: ${r.order}`, { size: 10 });
  doc.text(`${w.payer}: ${r.payerName}${r.payerTaxId ? ` (${r.payerTaxId})` : ''}`, { size: 10, after: 6 });
  doc.rule();
  for (const item of r.items) {
    doc.text(item.title[r.lang] || item.title.es, { font: doc.bold, size: 11.5 });
    if (item.person) doc.text(`${w.for}: ${item.person}`, { size: 10 });
    for (const d of item.details) doc.text(d[r.lang] || d.es, { size: 10, color: MUTED });
    for (const line of item.lines) amountLine(doc, line[r.lang] || line.es, money(line.amountCents, r.lang));
    doc.y -= 6;
  }
  doc.rule();
  amountLine(doc, w.base, money(r.totalCents - r.vatCents, r.lang));
  amountLine(doc, w.vat, money(r.vatCents, r.lang));
  amountLine(doc, w.total, money(r.totalCents, r.lang), true);
  doc.footer(`${w.footer} ${r.number}`);
  return doc.save();
}

/** A label on the left and its amount right-aligned on the same line. */
function amountLine(doc: FlowDocument, label: string, amount: string, bold = false): void {
  const size = bold ? 12 : 10.5;
  const font = bold ? doc.bold : doc.regular;
  const leading = size * 1.5;
  doc.ensure(leading);
  doc.y -= leading;
  const text = doc.printable(amount);
  const x = A4.width - MARGIN - font.widthOfTextAtSize(text, size);
  const labelLines = doc.wrap(label, font, size, x - MARGIN - 12);
  doc.page.drawText(labelLines[0] ?? '', { x: MARGIN, y: doc.y, size, font });
  doc.page.drawText(text, { x, y: doc.y, size, font });
  for (const more of labelLines.slice(1)) {
    doc.y -= leading;
    doc.page.drawText(more, { x: MARGIN, y: doc.y, size, font });
  }
}
