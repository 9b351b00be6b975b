import { describe, expect, it } from 'vitest';
import { retryAborted } from './client.js';

describe('retryAborted', () => {
  const aborted = (code: string, wrapped = false) =>
    wrapped ? Object.assign(new Error('query failed'), { cause: { code } }) : Object.assign(new Error(code), { code });

  it('runs a transaction again after a deadlock or a serialization failure, as drizzle or pg reports it', async () => {
    for (const failure of [aborted('40P01'), aborted('40001'), aborted('40P01', true)]) {
      let runs = 0;
      const result = await retryAborted(async () => {
        runs += 1;
        if (runs === 1) throw failure;
        return 'done';
      });
      expect([result, runs]).toEqual(['done', 2]);
    }
  });

  it('gives up after its attempts, and never retries any other error', async () => {
    let runs = 0;
    await expect(
      retryAborted(async () => {
        runs += 1;
        throw aborted('40P01');
      }, 3),
    ).rejects.toThrow('40P01');
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      retryAborted(async () => {
        runs += 1;
        throw aborted('23505');
      }),
    ).rejects.toThrow('23505');
    expect(runs).toBe(1);
  });
});
