import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/*
 * A small flowing-text layout over pdf-lib for the club's documents: A4 pages, the standard
 * Helvetica fonts (WinAnsi: every Spanish and Basque letter — ñ, á, é, ü, ç — is there), word
 * wrapping, automatic page breaks and a footer with page numbers.
 */

/**
 * pdf-lib's `rgb` (the colour record its drawing operators read; pdf-layout.test.ts compares the
 * two), so that importing a writer does not load pdf-lib: its CommonJS tree cost about 0.4 s of
 * CPU at every start of the portal, for documents most starts never make. pdf-lib itself is
 * imported when a document is made (`FlowDocument.create`).
 */
export const rgb = (red: number, green: number, blue: number): RGB => ({ type: 'RGB', red, green, blue }) as unknown as RGB;

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
export const CLUB_BLUE = rgb(0.09, 0.3, 0.55);
export const INK = rgb(0.12, 0.12, 0.14);
export const MUTED = rgb(0.36, 0.38, 0.42);

/** Characters outside WinAnsi that may appear in texts, and what to print instead. */
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '‑': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '✓': 'x',
};

export class FlowDocument {
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  page!: PDFPage;
  y = 0;
  private charset!: Set<number>;

  private constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.charset = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()]);
  }

  static async create(): Promise<FlowDocument> {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const doc = new FlowDocument(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    doc.newPage();
    return doc;
  }

  /** Text the standard fonts can draw: known look-alikes replaced, anything else dropped. */
  printable(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      if (this.charset.has(ch.codePointAt(0)!)) out += ch;
      else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
      else if (/\s/.test(ch)) out += ' ';
      else out += ch.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
    }
    return out;
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `needed` points still fit above the bottom margin. */
  ensure(needed: number): void {
    if (this.y - needed < MARGIN + 20) this.newPage();
  }

  /** Splits text into lines no wider than `width`. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.printable(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws wrapped text at the cursor and moves it down. */
  text(
    text: string,
    opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; indent?: number; leading?: number; after?: number } = {},
  ): void {
    const font = opts.font ?? this.regular;
    const size = opts.size ?? 10.5;
    const leading = opts.leading ?? size * 1.4;
    const indent = opts.indent ?? 0;
    const lines = this.wrap(text, font, size, A4.width - 2 * MARGIN - indent);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + (leading - size) / 2, size, font, color: opts.color ?? INK });
    }
    this.y -= opts.after ?? 0;
  }

  /** A bulleted item with a hanging indent. */
  bullet(text: string, size = 10.5): void {
    const leading = size * 1.4;
    this.ensure(leading);
    this.page.drawText('•', { x: MARGIN + 6, y: this.y - leading + (leading - size) / 2, size, font: this.regular, color: CLUB_BLUE });
    this.text(text, { size, indent: 18, leading });
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.8,
      color: CLUB_BLUE,
    });
    this.y -= 6;
  }

  /** Writes '<label> · n / total' at the foot of every page. */
  footer(label: string): void {
    const pages = this.pdf.getPages();
    pages.forEach((p, i) => {
      const text = this.printable(`${label} · ${i + 1} / ${pages.length}`);
      const size = 8.5;
      p.drawText(text, {
        x: A4.width - MARGIN - this.regular.widthOfTextAtSize(text, size),
        y: MARGIN / 2,
        size,
        font: this.regular,
        color: MUTED,
      });
    });
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.pdf.save({ useObjectStreams: true }));
  }
}
