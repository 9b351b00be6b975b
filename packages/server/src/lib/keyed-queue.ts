/**
 * Runs the tasks given for one key one after the other in this process, and tasks of different
 * keys freely.
 *
 * Why: the seat decision locks the variant's row in PostgreSQL (the guarantee, across nodes).
 * When hundreds of enrolments for one variant reach PostgreSQL at once, each holding a pool
 * connection while it waits, every commit wakes all of them to fight for the row again, and the
 * pool is starved for everyone else. Queuing them here first leaves at most one waiter per node
 * at the database; the others wait in memory, holding nothing.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
