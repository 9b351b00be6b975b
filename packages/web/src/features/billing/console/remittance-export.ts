import type { Remittance } from '@club/domain/billing/billing.schemas';

/** The words of the export in the reader's language. */
export interface RemittanceWords {
  /** debtor, IBAN, mandate, sequence, amount, concepts, status. */
  columns: string[];
  status: (status: string) => string;
  reason: (reason: string) => string;
  excluded: string;
}

/**
 * A remittance as one sheet: a row per debit, then a row per excluded debtor (status "excluded"
 * with the reason), so the office reconciles the bank's statement and chases the others.
 */
export function remittanceTable(r: Remittance, lang: string, w: RemittanceWords) {
  const concepts = (lines: Remittance['transactions'][number]['lines']) =>
    lines.map((l) => `${lang === 'eus' ? l.concept_eus : l.concept} (${l.amount.toFixed(2)})`).join(' / ');
  return {
    header: w.columns,
    rows: [
      ...r.transactions.map((t) => [t.name, t.iban, t.mandate_ref, t.sequence, t.amount, concepts(t.lines), w.status(t.status)]),
      ...r.excluded.map((e) => [e.name, '', '', '', e.amount, concepts(e.lines), `${w.excluded}: ${w.reason(e.reason)}`]),
    ] as (string | number)[][],
  };
}
