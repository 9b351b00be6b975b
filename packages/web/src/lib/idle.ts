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
