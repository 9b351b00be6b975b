/**
 * Runs work the reader does not see (a diagnostics note, a storage write) in a task of its own
 * once the browser is idle, at the latest after `timeout` ms, instead of inside the task that
 * asked for it. Effects that run when a server-rendered page hydrates all run in one task, and on
 * a phone that task must stay short (Lighthouse counts any task over 50 ms at 4x its time here as
 * blocking): touching storage, the network or the window's size there made it longer. Browsers
 * without requestIdleCallback (Safari) run it in the next task.
 */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout });
  else window.setTimeout(work, 0);
}

// Idle turns: one piece of deferred work per idle period, in the order asked.
const turns: (() => void)[] = [];
let turning = false;

function nextTurn(): void {
  const work = turns.shift();
  if (!work) {
    turning = false;
    return;
  }
  try {
    work();
  } finally {
    // The next turn waits for the next idle period: what this one started (a React render and its
    // effects, a request) runs in the tasks in between, not in one task with the next turn's. A
    // piece that throws does not stop the queue.
    whenIdle(nextTurn, 500);
  }
}

/**
 * Queues `work` for an idle period of its own, after the work queued before it; returns a cancel
 * function. For work several parts of one page start at the same moment (each seat badge's live
 * lookup on a course page): started together they ran in the one task that mounts the page's
 * effects (three lookups, their timers and requests: 36 ms on this machine, 144 ms at a phone's
 * 4x), one idle turn each they are three short tasks. At most 500 ms apart when the page is busy.
 */
export function takeIdleTurn(work: () => void): () => void {
  turns.push(work);
  if (!turning) {
    turning = true;
    whenIdle(nextTurn, 500);
  }
  return () => {
    const at = turns.indexOf(work);
    if (at >= 0) turns.splice(at, 1);
  };
}
