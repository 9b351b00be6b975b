import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeIdleTurn } from './idle';

describe('takeIdleTurn', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs each piece of work in an idle period of its own, in the order asked', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const ran: string[] = [];
    takeIdleTurn(() => ran.push('first'));
    takeIdleTurn(() => ran.push('second'));
    takeIdleTurn(() => ran.push('third'));
    expect(ran).toEqual([]);
    // One idle period asked at a time; each runs one piece and asks for the next.
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(ran).toEqual(['first']);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(ran).toEqual(['first', 'second']);
    idle.shift()!();
    expect(ran).toEqual(['first', 'second', 'third']);
    // The queue is empty: the last period asks for none, and the next piece starts a new one.
    idle.shift()!();
    expect(idle).toHaveLength(0);
    takeIdleTurn(() => ran.push('later'));
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(ran.at(-1)).toBe('later');
    idle.shift()!();
  });

  it('skips work cancelled before its turn (a part that left the page)', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const ran: string[] = [];
    takeIdleTurn(() => ran.push('kept'));
    const cancel = takeIdleTurn(() => ran.push('gone'));
    takeIdleTurn(() => ran.push('also kept'));
    cancel();
    while (idle.length > 0) idle.shift()!();
    expect(ran).toEqual(['kept', 'also kept']);
  });

  it('goes on after a piece of work that throws', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const ran: string[] = [];
    takeIdleTurn(() => {
      throw new Error('broken part');
    });
    takeIdleTurn(() => ran.push('next'));
    expect(() => idle.shift()!()).toThrow('broken part');
    while (idle.length > 0) idle.shift()!();
    expect(ran).toEqual(['next']);
  });

  it('falls back to a task of its own where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: number[] = [];
    takeIdleTurn(() => ran.push(1));
    takeIdleTurn(() => ran.push(2));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.runAllTimers();
  });
});
