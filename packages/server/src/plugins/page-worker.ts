import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { onFirstUse } from '../lib/on-first-use.js';
import { createPageMaker, type ApiGet, type PageRenderer } from './page-maker.js';
import type { FromPageThread, PageThreadData, ToPageThread } from './page-thread.js';

/*
 * The page thread (plugins/page-thread.ts says why): renders and paints the public pages, asking
 * the API thread for their data. Started by the first page asked for, or a second after the
 * portal is ready (plugins/static-web.ts).
 */

const port = parentPort!;
const data = workerData as PageThreadData;
const send = (m: FromPageThread) => port.postMessage(m);

let next = 0;
const asked = new Map<number, { resolve: (value: Awaited<ReturnType<ApiGet>>) => void; reject: (error: Error) => void }>();
const apiGet: ApiGet = (url) =>
  new Promise((resolve, reject) => {
    const id = ++next;
    asked.set(id, { resolve, reject });
    send({ type: 'get', id, url });
  });

const maker = createPageMaker(
  {
    webDist: data.webDist,
    template: data.template,
    renderer: onFirstUse(async () => (await import(pathToFileURL(data.entry).href)) as PageRenderer),
  },
  apiGet,
);

async function answer(id: number, work: () => Promise<FromPageThread & { type: 'done' }>) {
  try {
    send(await work());
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    send({ type: 'failed', id, message: e.message, stack: e.stack });
  }
}

port.on('message', (m: ToPageThread) => {
  switch (m.type) {
    case 'got': {
      const waiting = asked.get(m.id);
      asked.delete(m.id);
      if ('error' in m) waiting?.reject(new Error(m.error));
      else waiting?.resolve(m.result);
      return;
    }
    case 'load':
      return void answer(m.id, async () => {
        await maker.load();
        return { type: 'done', id: m.id, page: null };
      });
    case 'make':
      return void answer(m.id, async () => ({ type: 'done', id: m.id, page: await maker.make(m.pathname, m.lang) }));
  }
});
