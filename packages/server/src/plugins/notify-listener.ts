import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * One LISTEN connection per node for every memory cache that PostgreSQL's NOTIFY keeps honest
 * (the public reads on `club_content`, the sessions and profiles on `club_sessions`). Triggers in
 * the database send the notifications whoever writes (this node, another node, the office CLI, a
 * seed), so every node hears every change.
 *
 * While the connection is down a cache cannot know what changed, so `listening` is false and the
 * caches serve nothing from memory; each subscriber's `reset` runs when the connection is lost
 * and again when it is back (whatever changed meanwhile is unknown: start empty). It reconnects
 * by itself every second.
 */
export interface NotifyListener {
  readonly listening: boolean;
  /** `notify(payload)` for each notification on `channel`; `reset()` when listening starts or stops. */
  subscribe(channel: string, handlers: { notify: (payload: string) => void; reset: () => void }): void;
  close(): Promise<void>;
}

export async function startNotifyListener(opts: {
  databaseUrl: string;
  channels: readonly string[];
  log: FastifyBaseLogger;
}): Promise<NotifyListener> {
  const subscribers = new Map<string, { notify: (payload: string) => void; reset: () => void }[]>();
  let client: pg.Client | null = null;
  let listening = false;
  let closing = false;
  const resetAll = () => {
    for (const list of subscribers.values()) for (const s of list) s.reset();
  };

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    const reconnect = () => {
      if (client !== c) return;
      listening = false;
      client = null;
      resetAll();
      c.end().catch(() => {});
      if (!closing) setTimeout(() => void listen().catch(() => {}), 1_000).unref();
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    c.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.notify(n.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      // One statement: the connection's last query reads `LISTEN …` (how an operator finds it).
      await c.query(opts.channels.map((ch) => `LISTEN ${ch};`).join(' '));
      resetAll();
      listening = true;
    } catch (err) {
      opts.log.warn({ err }, 'LISTEN failed; retrying');
      reconnect();
    }
  }

  await listen();
  return {
    get listening() {
      return listening;
    },
    subscribe(channel, handlers) {
      if (!opts.channels.includes(channel)) throw new Error(`not listening on ${channel}`);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), handlers]);
    },
    async close() {
      closing = true;
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}
