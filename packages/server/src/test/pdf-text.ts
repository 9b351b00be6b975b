import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a pdf-lib page, for tests: every content stream is inflated and the strings
 * of its text operators (hex `<...> Tj`, pdf-lib's form for the standard fonts, or literal
 * `(...) Tj`) are decoded as Latin-1 (WinAnsi for these letters). pdf-lib cannot read text back.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1]!, 'latin1');
    try {
      body = inflateSync(body);
    } catch {
      // an uncompressed stream
    }
    const text = body.toString('latin1');
    for (const t of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] !== undefined ? Buffer.from(t[1], 'hex').toString('latin1') : t[2]!.replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}
