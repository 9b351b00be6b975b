import { A4, CLUB_BLUE, FlowDocument, INK, MARGIN, MUTED, rgb } from './pdf-layout.js';

export interface RecordRow {
  event: string;
  time: string;
  swimmer: string;
  date: string;
  place: string;
}

export interface RecordsSheet {
  /** Bilingual heading, e.g. 'Récords del club · Klubeko errekorrak'. */
  title: string;
  subtitle: string;
  /** 'Actualizado a 30/06/2025 · 2025/06/30ean eguneratua'. */
  updated: string;
  rows: RecordRow[];
}

const COLUMNS = [
  { key: 'event', label: 'Prueba / Proba', width: 0.22 },
  { key: 'time', label: 'Tiempo / Denbora', width: 0.14 },
  { key: 'swimmer', label: 'Nadador/a / Igerilaria', width: 0.3 },
  { key: 'date', label: 'Fecha / Data', width: 0.13 },
  { key: 'place', label: 'Lugar / Lekua', width: 0.21 },
] as const;

/** A club records table (one sheet per pool length and category) as a PDF. */
export async function buildRecordsPdf(sheet: RecordsSheet): Promise<Buffer> {
  const doc = await FlowDocument.create();
  doc.pdf.setTitle(sheet.title);
  doc.pdf.setAuthor('Club Natación Getxo');
  doc.pdf.setLanguage('es-ES');
  doc.pdf.setCreator('cngetxo.eus');
  doc.pdf.setProducer('cngetxo.eus');

  doc.text('CLUB NATACIÓN GETXO · GETXO IGERIKETA KLUBA', { font: doc.bold, size: 9, color: CLUB_BLUE, after: 4 });
  doc.text(sheet.title, { font: doc.bold, size: 18, leading: 24 });
  doc.text(sheet.subtitle, { size: 12, color: INK, after: 2 });
  doc.text(sheet.updated, { size: 9, color: MUTED });
  doc.rule();

  const tableWidth = A4.width - 2 * MARGIN;
  const rowHeight = 20;
  const size = 9.5;
  const drawRow = (cells: string[], header: boolean, stripe: boolean) => {
    doc.ensure(rowHeight);
    const top = doc.y;
    if (header || stripe) {
      doc.page.drawRectangle({
        x: MARGIN,
        y: top - rowHeight,
        width: tableWidth,
        height: rowHeight,
        color: header ? CLUB_BLUE : rgb(0.93, 0.95, 0.98),
      });
    }
    let x = MARGIN + 6;
    cells.forEach((cell, i) => {
      const col = COLUMNS[i]!;
      const font = header || i === 1 ? doc.bold : doc.regular;
      const maxWidth = col.width * tableWidth - 10;
      let text = doc.printable(cell);
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > maxWidth) text = `${text.slice(0, -2)}…`;
      doc.page.drawText(text, { x, y: top - rowHeight + 6.5, size, font, color: header ? rgb(1, 1, 1) : INK });
      x += col.width * tableWidth;
    });
    doc.y -= rowHeight;
  };

  drawRow(
    COLUMNS.map((c) => c.label),
    true,
    false,
  );
  sheet.rows.forEach((row, i) => {
    // Repeat the header at the top of each new page.
    if (doc.y - rowHeight < MARGIN + 20) {
      doc.newPage();
      drawRow(
        COLUMNS.map((c) => c.label),
        true,
        false,
      );
    }
    drawRow(
      COLUMNS.map((c) => row[c.key]),
      false,
      i % 2 === 1,
    );
  });
  doc.footer('Club Natación Getxo · Récords / Errekorrak');
  return doc.save();
}
