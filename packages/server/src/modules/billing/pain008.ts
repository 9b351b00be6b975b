import { endToEndId, messageId, sepaName, sepaText } from '@club/domain/billing/sepa-text.rules';
import SEPA from 'sepa';

/**
 * The pain.008.001.02 file (SEPA Core direct debit initiation) of a remittance, written with the
 * `sepa` package: one payment information block per sequence type (FRST, RCUR), one
 * DrctDbtTxInf per debit. Valid against shared/reference/pain.008.001.02.xsd (the server tests
 * run xmllint on it). Amounts are written from whole cents; NbOfTxs and CtrlSum are the file's.
 */
export interface Pain008Input {
  remittanceId: number;
  createdAt: Date;
  collectionDate: string;
  creditor: { id: string; name: string; iban: string; bic: string };
  transactions: {
    id: number;
    debtorName: string;
    iban: string;
    bic: string;
    mandateRef: string;
    mandateSignedOn: string;
    sequence: 'FRST' | 'RCUR';
    amountCents: number;
    remittanceInfo: string;
  }[];
}

/** The `sepa` package reads dates with local-time getters: a Date whose local fields are the day. */
const localDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
/** The creation time as Madrid's wall clock (CreDtTm has no zone), in the same local-field form. */
function madridWallClock(at: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return new Date(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

export function writePain008(input: Pain008Input): string {
  const doc = new SEPA.Document('pain.008.001.02');
  doc.grpHdr.id = messageId(input.remittanceId);
  doc.grpHdr.created = madridWallClock(input.createdAt);
  doc.grpHdr.initiatorName = sepaName(input.creditor.name);
  for (const sequence of ['FRST', 'RCUR'] as const) {
    const txs = input.transactions.filter((t) => t.sequence === sequence);
    if (txs.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.id = sequence;
    info.collectionDate = localDay(input.collectionDate);
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = input.creditor.bic;
    info.creditorName = sepaName(input.creditor.name);
    info.creditorId = input.creditor.id;
    info.sequenceType = sequence;
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const t of txs) {
      const tx = info.createTransaction();
      tx.debtorName = sepaName(t.debtorName);
      tx.debtorIBAN = t.iban;
      tx.debtorBIC = t.bic;
      tx.mandateId = t.mandateRef;
      tx.mandateSignatureDate = localDay(t.mandateSignedOn);
      tx.amount = t.amountCents / 100;
      tx.remittanceInfo = sepaText(t.remittanceInfo, 140);
      tx.end2endId = endToEndId(input.remittanceId, t.id);
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}
