import { toCsv as writeCsv } from '@club/domain/shared/csv';
import { refundDueCents } from '@club/domain/payments/paid-items.rules';
import { isAuthorisedResponse } from '@club/domain/payments/sis-codes';
import type { SheetData } from 'write-excel-file/node';
import type { listLedgerForExport } from './payments.admin.service.js';
import { xlsxBuffer } from '../../lib/spreadsheet.js';

/**
 * The ledger for reconciliation as a file (issue 20, point 11): every attempt the office's
 * filter matches, in the reader's language, as CSV through the portal's one formula-safe writer
 * (@club/domain/shared/csv) or as XLSX (write-excel-file: texts are string cells, never formulas).
 * Amounts are numbers (euros), so the spreadsheet sums them.
 *
 * Decision: the CSV is written for the office's Spanish-locale Excel: semicolon-separated with
 * decimal commas (`25,5`, unquoted, so it is still a number that sums) and a UTF-8 BOM; a
 * comma-separated file opened there lands in one column. The XLSX has real number cells.
 */

type Lang = 'es' | 'eus';
type Rows = Extract<Awaited<ReturnType<typeof listLedgerForExport>>, { ok: true }>['rows'];

const WORDS: Record<
  Lang,
  { header: string[]; states: Record<string, string>; noEmail: string; notMember: string; authorised: string; refused: string }
> = {
  es: {
    header: [
      'Fecha',
      'Pedido',
      'Estado',
      'Pagador/a',
      'E-mail',
      'Nº de socio/a',
      'Concepto',
      'Importe (€)',
      'Por devolver (€)',
      'Respuesta del banco',
    ],
    states: { pending: 'Pendiente', abandoned: 'Abandonado', paid: 'Pagado', failed: 'Fallido', refunded: 'Devuelto' },
    noEmail: 'Sin e-mail',
    notMember: 'No es socio/a',
    authorised: 'Autorizado',
    refused: 'Denegado',
  },
  eus: {
    header: [
      'Data',
      'Eskaera',
      'Egoera',
      'Ordaintzailea',
      'E-maila',
      'Bazkide-zk.',
      'Kontzeptua',
      'Zenbatekoa (€)',
      'Itzultzeko (€)',
      'Bankuaren erantzuna',
    ],
    states: { pending: 'Zain', abandoned: 'Utzita', paid: 'Ordainduta', failed: 'Huts egin du', refunded: 'Itzulita' },
    noEmail: 'E-mailik gabe',
    notMember: 'Ez da bazkidea',
    authorised: 'Baimenduta',
    refused: 'Ukatuta',
  },
};

const madridTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export interface LedgerTable {
  header: string[];
  rows: (string | number)[][];
}

export function ledgerTable(rows: Rows, lang: Lang): LedgerTable {
  const w = WORDS[lang];
  return {
    header: w.header,
    rows: rows.map((r) => {
      const p = r.payment;
      const ds = p.dsResponse;
      return [
        madridTime.format(p.createdAt),
        p.order,
        w.states[p.state] ?? p.state,
        [r.firstName, r.lastName].filter(Boolean).join(' '),
        r.email ?? w.noEmail,
        r.memberId ?? w.notMember,
        r.concept[lang],
        p.amountCents / 100,
        refundDueCents(p) / 100,
        ds === null ? '' : `${isAuthorisedResponse(ds) ? w.authorised : w.refused} (${ds})`,
      ];
    }),
  };
}

export const ledgerCsv = (t: LedgerTable): string => writeCsv(t.header, t.rows, { dialect: 'semicolon' });

export async function ledgerXlsx(t: LedgerTable, lang: Lang): Promise<Buffer> {
  const data: SheetData = [
    t.header.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...t.rows.map((row) => row.map((v) => (typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String }))),
  ];
  const columns = t.header.map((_, i) => ({ width: i === 6 ? 60 : i === 4 ? 30 : 16 }));
  return xlsxBuffer(data, { columns, sheet: lang === 'eus' ? 'Ordainketak' : 'Pagos' });
}
