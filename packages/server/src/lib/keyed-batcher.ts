/**
 * Groups the work of one key that arrives together into one round trip or one transaction (the
 * platform's and every area's batcher: the seats of a course, the kit stock, the session loads and
 * the rate-limit counters of a rush). Moved here from the activities' seat code, which re-exports it.
 *
 * The first item of a key runs at once (no added latency when the server is quiet); the items
 * that arrive while it runs wait in memory, holding no connection, and go together next.
 *
 * The seat decisions of one variant, for instance, that arrive together take one transaction.
 *
 * Why: every seat decision locks the variant's row (the guarantee, across nodes). When hundreds
 * of parents press the button the same second, deciding them one transaction at a time makes
 * each one wait for every earlier commit; most of a transaction's time is round trips, not work.
 * Here the first enrolment of a variant starts a transaction at once; the ones that arrive while
 * it runs wait in memory (holding no connection) and go together in the next one, in arrival
 * order. A batch's result is one entry per item, in order (null: refused, see the caller).
 *
 * One item's failure is that item's alone (issue 14): `run` is all or nothing (one transaction),
 * so a batch that throws, whatever the error, is split in two halves that run again one after
 * the other, until the item that fails runs by itself and gets the error. The others are stored
 * as if it had never been there, still in arrival order (the first half commits before the
 * second starts). One bad item among n costs about 2·log2(n) extra transactions, not n.
 */
export class KeyedBatcher<I, O> {
  private readonly pending = new Map<string, { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]>();
  private readonly running = new Set<string>();

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 250,
  ) {}

  submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.pending.get(key) ?? [];
      queue.push({ item, resolve, reject });
      this.pending.set(key, queue);
      if (!this.running.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.running.add(key);
    try {
      for (let queue = this.pending.get(key); queue && queue.length > 0; queue = this.pending.get(key)) {
        const batch = queue.splice(0, this.maxBatch);
        if (queue.length === 0) this.pending.delete(key);
        await this.settle(batch);
      }
    } finally {
      this.running.delete(key);
    }
  }

  /** Runs a batch; when it fails, each half again (in order) until the failing item is alone. */
  private async settle(batch: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[]): Promise<void> {
    try {
      const results = await this.run(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(results[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      const half = Math.ceil(batch.length / 2);
      await this.settle(batch.slice(0, half));
      await this.settle(batch.slice(half));
    }
  }
}

/**
 * One batcher per database (or app context), made on first use: a process may run several apps
 * on databases of their own (the test suites, a cluster of nodes in one test), and one batcher
 * must never put their work in one batch. `make` gets the key it is made for.
 */
export function batcherPer<K extends object, I, O>(make: (key: K) => KeyedBatcher<I, O>): (key: K) => KeyedBatcher<I, O> {
  const made = new WeakMap<K, KeyedBatcher<I, O>>();
  return (key) => {
    let batcher = made.get(key);
    if (!batcher) made.set(key, (batcher = make(key)));
    return batcher;
  };
}
