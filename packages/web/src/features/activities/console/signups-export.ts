import Papa from 'papaparse';
import { saveBlob } from '../../../app/console/console-api';

/** A table to export: the header row and the rows, each cell text or a number. */
export interface ExportTable {
  header: string[];
  rows: (string | number)[][];
}

/** CSV with a BOM, so a spreadsheet opens accents right. */
export function saveCsv(table: ExportTable, filename: string): void {
  const csv = Papa.unparse({ fields: table.header, data: table.rows });
  saveBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), filename);
}

/**
 * An .xlsx workbook of one sheet. `write-excel-file` is loaded only when the office asks for it,
 * so it stays out of every page's download, the console's included, until then.
 */
export async function saveXlsx(table: ExportTable, filename: string, sheet: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((r) => r.map((value) => ({ value, type: typeof value === 'number' ? Number : String }))),
  ];
  const blob = await writeXlsxFile(data as never, { sheet: sheet.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') }).toBlob();
  saveBlob(blob, filename);
}
