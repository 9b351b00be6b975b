import type { Db } from '../../db/client.js';

/**
 * A kind of thing that can be paid by card (a course signup, a season fee, a membership...).
 * Each area registers one at start-up; the payment notification calls it inside its transaction,
 * with the ledger row locked, so the item and the ledger change together or not at all.
 */
export interface PayableKind {
  kind: string; // e.g. 'course-signup'
  /** Inside the notification's transaction, once, when Ds_Response is 0000-0099. */
  markPaid(tx: Db, ref: string, at: Date): Promise<void>;
  /** Inside the notification's transaction when the bank refuses; code = Ds_Response as a number (e.g. 190, 9915). */
  markFailed(tx: Db, ref: string, code: number, at: Date): Promise<void>;
}

const kinds = new Map<string, PayableKind>();

/** Registers (or replaces, so a module may be registered again by a test app) a payable kind. */
export function registerPayableKind(k: PayableKind): void {
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(k.kind)) throw new Error(`Invalid payable kind name: ${k.kind}`);
  kinds.set(k.kind, k);
}

export function findPayableKind(kind: string): PayableKind | undefined {
  return kinds.get(kind);
}

export function isPayableKindRegistered(kind: string): boolean {
  return kinds.has(kind);
}
