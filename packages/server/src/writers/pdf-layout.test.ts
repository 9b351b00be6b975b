import { rgb as pdfLibRgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CLUB_BLUE, FlowDocument, rgb } from './pdf-layout.js';

describe('pdf-layout', () => {
  it("writes colours as pdf-lib's rgb does, and a document drawn with them is a PDF", async () => {
    expect(rgb(0.09, 0.3, 0.55)).toEqual(pdfLibRgb(0.09, 0.3, 0.55));
    expect(CLUB_BLUE).toEqual(pdfLibRgb(0.09, 0.3, 0.55));
    const doc = await FlowDocument.create();
    doc.page.drawRectangle({ x: 10, y: 10, width: 20, height: 20, color: CLUB_BLUE });
    // pdf-lib's drawing operators refuse a colour they do not know ("Invalid color").
    doc.page.drawText('Fadura', { x: 40, y: 40, size: 12, font: doc.bold, color: rgb(1, 1, 1) });
    const bytes = await doc.pdf.save();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
