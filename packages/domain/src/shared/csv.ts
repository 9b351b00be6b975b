import Papa from 'papaparse';

/**
 * The one way the portal writes CSV (signups, quiz answers, and every later export: payments,
 * people...), on the server and in the browser alike (issue 14.4).
 *
 * A cell the office opens in a spreadsheet must never run as a formula: a member named `=1+2`, or
 * an answer `=HYPERLINK("http://…"&C2,"Ver")`, would otherwise compute, link or call out in the
 * office's Excel or LibreOffice. A text cell whose FIRST CHARACTER is one a spreadsheet reads as
 * the start of a formula or a DDE call (OWASP's list: = + - @ tab carriage-return) is written
 * quoted with an apostrophe in front (`"'=1+2"`), which spreadsheets show as the text itself.
 * Only the first character is tested: papaparse's own test (`/^[=+\-@\t\r].*$/`) misses a value
 * with a line break after the formula (`=HYPERLINK(…)\nGracias`).
 *
 * Decision: numbers stay numbers, unquoted (a JavaScript number prints as digits, a point, an
 * exponent and at most one leading minus: a spreadsheet reads `-12.5` as minus twelve and a half,
 * never as a formula), so the office can still add up amounts.
 *
 * Shape: RFC 4180 (comma, CRLF, every line ended), UTF-8 with a byte-order mark so spreadsheet
 * programs read the accents right.
 *
 * The `semicolon` dialect is for files the office opens in a Spanish-locale Excel, which splits
 * columns at `;` and reads `,` as the decimal mark (a comma-separated file opens in one column):
 * cells are separated by semicolons and numbers are written with a decimal comma (`12,5`), still
 * unquoted so the spreadsheet sums them. A cell holding `;`, a quote or a line break is quoted as
 * in RFC 4180. A plain negative number (`-12,5`) is the one value starting with `-` that is not
 * escaped: it is a number, never a formula.
 */

/** The first characters that make a spreadsheet read a text cell as a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** 'comma' (RFC 4180, the default) or 'semicolon' (Spanish-locale spreadsheets: `;` and decimal commas). */
  dialect?: 'comma' | 'semicolon';
}

/** A number with a decimal comma (`-12,5`): the only text the semicolon dialect lets start with `-`. */
const COMMA_NUMBER_OR_FORMULA = /^(?!-\d+(?:,\d+)?$)[=+\-@\t\r]/;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], opts: CsvOptions = {}): string {
  const semicolon = opts.dialect === 'semicolon';
  const data = semicolon
    ? rows.map((row) => row.map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v).replace('.', ',') : v)))
    : rows.map((row) => [...row]);
  const csv = Papa.unparse(
    { fields: [...header], data },
    {
      escapeFormulae: semicolon ? COMMA_NUMBER_OR_FORMULA : FORMULA_START,
      delimiter: semicolon ? ';' : ',',
      newline: '\r\n',
      skipEmptyLines: false,
    },
  );
  return `\uFEFF${csv}\r\n`;
}
