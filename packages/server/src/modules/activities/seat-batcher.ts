import type { Db } from '../../db/client.js';
import { KeyedBatcher } from '../../lib/keyed-batcher.js';

export { KeyedBatcher };

const batchers = new WeakMap<Db, KeyedBatcher<never, never>>();

/** One batcher per database (a test process may run several apps). */
export function seatBatcherFor<I, O>(db: Db, run: (items: I[]) => Promise<O[]>): KeyedBatcher<I, O> {
  let b = batchers.get(db) as KeyedBatcher<I, O> | undefined;
  if (!b) {
    b = new KeyedBatcher<I, O>(run);
    batchers.set(db, b as unknown as KeyedBatcher<never, never>);
  }
  return b;
}
