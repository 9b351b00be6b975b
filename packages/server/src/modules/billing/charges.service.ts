import { chargeInputProblem, type ChargeInput } from '@club/domain/billing/charges.rules';
import type { Db } from '../../db/client.js';
import { insertCharge } from './charges.repository.js';

/**
 * Adds what an account owes, inside the caller's transaction (a kit order's, a season signup's,
 * a charge source's): the charge and the caller's change commit together or not at all.
 * Idempotent on (kind, itemId, period): adding it again returns the first one, unchanged.
 * A malformed charge is the calling area's bug: it throws (chargeInputProblem says why).
 */
export async function addCharge(tx: Db, input: ChargeInput): Promise<{ id: number; created: boolean }> {
  const problem = chargeInputProblem(input);
  if (problem) throw new Error(`addCharge: ${problem}`);
  return insertCharge(tx, input);
}

/**
 * A periodic charge (a season's monthly fees, the membership quotas): its area adds, through
 * addCharge on the transaction it is given, every charge due up to the collection date that it
 * has not added yet (addCharge being idempotent, adding one twice is harmless). Called at the
 * start of every remittance (and of its preview, which rolls back), in the remittance's own
 * transaction, under its lock; an area may also call its own materialise from a job.
 */
export interface ChargeSource {
  kind: string;
  materialise(tx: Db, at: { collectionDate: string; now: Date }): Promise<void>;
}

const sources = new Map<string, ChargeSource>();

/**
 * Registers (or replaces, so a test app may register again) the source of one kind of charge.
 * Returns its removal, for a test's own source (the registry is the process's, shared by the
 * test files the server suite runs in one process).
 */
export function registerChargeSource(source: ChargeSource): () => void {
  sources.set(source.kind, source);
  return () => {
    if (sources.get(source.kind) === source) sources.delete(source.kind);
  };
}

/** Runs every source for a collection date (registration order). */
export async function materialiseCharges(tx: Db, at: { collectionDate: string; now: Date }): Promise<void> {
  for (const s of sources.values()) await s.materialise(tx, at);
}
