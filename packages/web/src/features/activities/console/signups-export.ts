import { toCsv } from '@club/domain/shared/csv';
import { poolName } from '@club/domain/shared/pools';
import { saveBlob } from '../../../components/console/console-api';
import type { OfficeSignup } from './courses-console-api';
import { answerColumns, answerOf, answerText } from './signup-answers';

/** A table to export: the header row and the rows, each cell text or a number. */
export interface ExportTable {
  header: string[];
  rows: (string | number)[][];
}

/** The group a signup chose: "Fadura 17:00-18:00". */
export const variantText = (s: Pick<OfficeSignup, 'selectedVariant'>): string =>
  s.selectedVariant ? `${poolName(s.selectedVariant.poolID)} ${s.selectedVariant.schedule}`.trim() : '';

/** The words of the export in the reader's language. */
export interface SignupsWords {
  /** ticket, person, e-mail, group, status, payment, price, date, use of images. */
  columns: string[];
  status: (status: number) => string;
  /** The Pago column's words; a refund in the ledger ('due', 'refunded') reads before the status. */
  payment: (paymentStatus: number, refund?: 'due' | 'refunded' | null) => string;
  /** The e-mail as the office reads it ('no e-mail' for a placeholder address). */
  email: (email: string) => string;
  yes: string;
  no: string;
}

/** Every signup as a row: the screen's columns, then one column per question of the form with its answer. */
export function signupsTable(signups: OfficeSignup[], lang: string, w: SignupsWords): ExportTable {
  const questions = answerColumns(signups, lang);
  return {
    header: [...w.columns, ...questions.map((q) => q.label)],
    rows: signups.map((s) => [
      s.ticketID,
      `${s.first_name} ${s.last_name}`,
      w.email(s.email),
      variantText(s),
      w.status(s.status),
      w.payment(s.payment_status, s.payment_refund),
      s.payment_price,
      s.signup_dt,
      s.image_use === 1 ? w.yes : w.no,
      ...questions.map((q) => answerText(answerOf(s, q.id), lang, w)),
    ]),
  };
}

/**
 * The table as CSV through the portal's one CSV writer (@club/domain/shared/csv): a BOM so a
 * spreadsheet opens accents right, and names or answers that start like a formula written as text.
 */
export const signupsCsv = (table: ExportTable): string => toCsv(table.header, table.rows);

export function saveCsv(table: ExportTable, filename: string): void {
  saveBlob(new Blob([signupsCsv(table)], { type: 'text/csv;charset=utf-8' }), filename);
}

/**
 * An .xlsx workbook of one sheet, header in bold. `write-excel-file` is loaded only when the
 * office asks for it, so it stays out of every page's download, the console's included, until then.
 */
export async function xlsxBlob(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((r) => r.map((value) => ({ value, type: typeof value === 'number' ? Number : String }))),
  ];
  return writeXlsxFile(data as never, { sheet: sheet.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') }).toBlob();
}

export async function saveXlsx(table: ExportTable, filename: string, sheet: string): Promise<void> {
  saveBlob(await xlsxBlob(table, sheet), filename);
}
