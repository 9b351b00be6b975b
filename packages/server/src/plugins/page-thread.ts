import { Worker } from 'node:worker_threads';
import type { ApiGet, MadePage, PageMaker } from './page-maker.js';

/**
 * The public pages are rendered in a thread of their own (a worker thread, with its own V8 heap),
 * not on the thread that answers the API (issue 19).
 *
 * Why: a render on the API's thread left every later hot read slower. React and Mantine make many
 * objects whose first property is a new name (Mantine's responsive style props key objects by a
 * class name made from React's useId, `__m__-_R_7ddmbfbbb_`), and V8 records each as a transition
 * of the one map every `{}` starts from. That map keeps at most 1,536 transitions; past them, the
 * objects Node makes for every request (process.nextTick's tick object, stream callbacks) got a
 * new map each time instead of the recorded one (V8's Runtime_DefineKeyedOwnPropertyInLiteral, 12 %
 * of the thread's time in `perf`). Measured on this machine (`perf`, /proc): a bare route whose
 * process had first added 1,400 such transitions spent 9 µs of user CPU per request, after 1,600
 * or more 12.5-14.5; a fresh portal had 721 after its start and 1,021 after rendering two pages,
 * and its hot reads spent 2-5 µs more user CPU per request after rendering every public page than
 * without (`npm run bench -- api` measures the API after two pages).
 * A render also no longer holds the API's event loop for its 5-30 ms of CPU.
 *
 * The thread asks the API's public reads through this thread (`apiGet`: app.inject, served from
 * the public cache), so a page carries exactly what the API answers. Pages are kept, compressed,
 * on this thread (plugins/static-web.ts). A thread that dies fails the pages it was making (a 500
 * for them), and the next page starts a new one.
 */

/** What the page thread is started with (plugins/page-worker.ts). */
export interface PageThreadData {
  webDist: string;
  template: string;
  /** The built server renderer (dist-server/entry-server.js). */
  entry: string;
}

/** To the page thread. */
export type ToPageThread =
  | { type: 'load'; id: number }
  | { type: 'make'; id: number; pathname: string; lang: string }
  | { type: 'got'; id: number; result: Awaited<ReturnType<ApiGet>> }
  | { type: 'got'; id: number; error: string };

/** From the page thread. */
export type FromPageThread =
  | { type: 'done'; id: number; page: MadePage | null }
  | { type: 'failed'; id: number; message: string; stack?: string }
  | { type: 'get'; id: number; url: string };

const WORKER_FILE = new URL('./page-worker.js', import.meta.url);

export function startPageThread(data: PageThreadData, apiGet: ApiGet): PageMaker {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (value: MadePage | null) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const spawn = () => {
    const w = new Worker(WORKER_FILE, { workerData: data });
    // The portal's own handles keep it running; a stop does not wait for this thread.
    w.unref();
    w.on('message', (m: FromPageThread) => {
      if (m.type === 'get') {
        apiGet(m.url).then(
          (result) => w.postMessage({ type: 'got', id: m.id, result } satisfies ToPageThread),
          (error: unknown) => w.postMessage({ type: 'got', id: m.id, error: String(error) } satisfies ToPageThread),
        );
        return;
      }
      const asked = waiting.get(m.id);
      if (!asked) return;
      waiting.delete(m.id);
      if (m.type === 'done') asked.resolve(m.page);
      else asked.reject(Object.assign(new Error(m.message), m.stack ? { stack: m.stack } : {}));
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`the page thread stopped (exit code ${code})`));
    });
    return w;
  };

  const ask = (message: { type: 'load' } | { type: 'make'; pathname: string; lang: string }) => {
    worker ??= spawn();
    const id = ++next;
    const asked = new Promise<MadePage | null>((resolve, reject) => waiting.set(id, { resolve, reject }));
    worker.postMessage({ ...message, id } satisfies ToPageThread);
    return asked;
  };

  return {
    async load() {
      await ask({ type: 'load' });
    },
    make(pathname, lang) {
      return ask({ type: 'make', pathname, lang });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new Error('the portal is stopping'));
      if (w) await w.terminate();
    },
  };
}
