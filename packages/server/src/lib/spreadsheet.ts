import type { SheetData, SheetOptions } from 'write-excel-file/node';
import { onFirstUse } from './on-first-use.js';

/** Loaded by the first spreadsheet the office downloads (lib/on-first-use.ts). */
const writeXlsxFile = onFirstUse(async () => (await import('write-excel-file/node')).default);

/** One sheet as an .xlsx file, written with write-excel-file. */
export async function xlsxBuffer(data: SheetData, options: SheetOptions<Buffer>): Promise<Buffer> {
  return (await writeXlsxFile())(data, options).toBuffer();
}
