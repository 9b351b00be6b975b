import { ITEM_KIND_PATTERN } from '@club/domain/payments/paid-items.rules';
import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import type { Db } from '../../db/client.js';

/**
 * A kind of item that can be paid by card: a course ticket ('course-signup'), and later a season
 * signup, a licence, a medical exam, a membership quota, a kit order. Each area registers its
 * kinds once at start-up; a payment attempt then names the items it pays (kind + id, with the
 * amount of each), and the payment notification settles each item through its kind, inside its
 * transaction, so the items and the ledger change together or not at all.
 *
 * "Already paid" is decided by the payments area per item (paid_items), never by the kind: the
 * kind is told `markPaid` once per item, by the first attempt the bank confirms for it, whatever
 * kind of attempt that was (a ticket paid alone or inside a family order).
 */
export interface PayableKind {
  kind: string; // e.g. 'course-signup'
  /**
   * Optional: locks the items' own rows before anything is decided (ids in the settlement's one
   * locking order), so the handlers below never lock them in another order. Course tickets lock
   * their signups here.
   */
  lockItems?(tx: Db, ids: string[]): Promise<void>;
  /**
   * Optional, after lockItems: the items already settled another way (a charge a SEPA remittance
   * collected). They are not claimed, so this attempt's money for them is an overpayment (to
   * refund), exactly as for an item another card attempt had paid. For kinds whose items can be
   * paid both by card and otherwise (README, "Plugging in a new area").
   */
  settledElsewhere?(tx: Db, ids: string[]): Promise<Set<string>>;
  /** Inside the notification's transaction, once per item, when this attempt is the one that pays it. */
  markPaid(tx: Db, id: string, at: Date): Promise<void>;
  /**
   * Inside the notification's transaction when the bank refuses an attempt, for each of its items
   * nobody has paid; code = Ds_Response as a number (e.g. 190, 9915). Must leave an item that is
   * paid as it is (a refusal of an abandoned attempt can arrive after another attempt paid it).
   */
  markFailed(tx: Db, id: string, code: number, at: Date): Promise<void>;
  /**
   * What each item is, in Spanish and Basque, for the receipt, the return page and the paid mail
   * (issue 20): its title, the person, details such as group, days, hours and start date, and its
   * lines (price, options, services, discounts). Called inside the transaction that books the
   * payment (the receipt keeps this description), and for the return page. Optional here (a
   * test's kind goes without: its items read as the attempt's description in both languages);
   * required of every kind an area sells (DescribedPayableKind, Area.payableKinds).
   */
  describeItems?(tx: Db, ids: string[]): Promise<Map<string, ItemDescription>>;
}

/**
 * A kind an area sells (Area.payableKinds): it must describe its items, so the compiler refuses
 * an area whose items would print as the attempt's one-language description.
 */
export type DescribedPayableKind = PayableKind & Required<Pick<PayableKind, 'describeItems'>>;

const kinds = new Map<string, PayableKind>();

/** Registers (or replaces, so a module may be registered again by a test app) a payable item kind. */
export function registerPayableKind(k: PayableKind): void {
  if (!ITEM_KIND_PATTERN.test(k.kind)) throw new Error(`Invalid payable kind name: ${k.kind}`);
  kinds.set(k.kind, k);
}

export function findPayableKind(kind: string): PayableKind | undefined {
  return kinds.get(kind);
}

export function isPayableKindRegistered(kind: string): boolean {
  return kinds.has(kind);
}
