import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../lib/free-port.js';
import { assertBuilt, sleep, startPortal, tempFolders, waitUp, type Portal } from '../test/portal-process.js';

/**
 * Nothing the member was told is lost if the process dies (issue 14 §5): the built portal is
 * killed with SIGKILL right after the office frees a seat (the first of the waiting list is
 * offered it), before the offer's mail is sent; after the restart the mail goes out, once.
 */
interface Signup {
  ticketID: number;
  status: number;
  email: string;
  variant: string | null;
  signup_dt: string;
}

describe('a seat offer survives a crash right after it', () => {
  const tempFolder = tempFolders('club-offer-');
  beforeAll(assertBuilt);

  const json = async (p: Portal, url: string, init: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${p.base}${url}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return (await res.json()) as { success: number; data: any };
  };
  /** The offers in the outbox (DATA_DIR/mail, one .eml per mail) addressed to `to`. */
  const offersTo = (dataDir: string, to: string) => {
    const dir = path.join(dataDir, 'mail');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((eml) => eml.includes(`To: ${to}`) && /Subject: .*Plaza[ _](disponible|libre)/.test(eml));
  };

  it('SIGKILL after the office frees a seat: after the restart the waiting member gets the offer by mail', async () => {
    const dataDir = tempFolder();
    const env = { SEED_DEMO: '1' };
    const first = startPortal(dataDir, await findFreePort(), env);
    await waitUp(first);
    const login = await json(first, '/api/v2/auth/login', { body: { identity: 'admin@cngetxo.eus', password: 'gobela2026' } });
    const token = login.data.token as string;

    // A demo course filled to its waiting list: a seat holder and the first person waiting for that variant.
    const courses = (await json(first, '/api/admin/courses', { token })).data as { id: number }[];
    let holder: Signup | undefined;
    let next: Signup | undefined;
    for (const c of courses) {
      const signups = ((await json(first, `/api/admin/courses/${c.id}/signups`, { token })).data as Signup[]).sort((a, b) =>
        a.signup_dt.localeCompare(b.signup_dt),
      );
      next = signups.find((s) => s.status === 3 && s.variant);
      holder = signups.find((s) => (s.status === 0 || s.status === 1) && s.variant === next?.variant);
      if (next && holder) break;
    }
    expect(holder && next).toBeTruthy();
    // The seed's own mails are all out; none offers this person a seat yet.
    await sleep(2_500);
    expect(offersTo(dataDir, next!.email)).toHaveLength(0);

    // A paid seat is given back with the office's answer to "refund?" (no: the demo payment stays).
    const freed = await json(first, `/api/admin/signups/${holder!.ticketID}/status`, { token, body: { status: 4, refund: 0 } });
    expect(freed.success).toBe(1);
    first.child.kill('SIGKILL');
    await first.exited;
    // Killed before the mail worker's next poll (every 2 s): the offer is stored, its mail not sent.
    const sentBeforeCrash = offersTo(dataDir, next!.email).length;

    const second = startPortal(dataDir, await findFreePort(), env);
    await waitUp(second);
    const relogin = await json(second, '/api/v2/auth/login', { body: { identity: 'admin@cngetxo.eus', password: 'gobela2026' } });
    const signups = (await json(second, `/api/admin/courses`, { token: relogin.data.token })).data as { id: number }[];
    expect(signups.length).toBeGreaterThan(0);
    const until = Date.now() + 20_000;
    while (Date.now() < until && offersTo(dataDir, next!.email).length === 0) await sleep(200);
    const offers = offersTo(dataDir, next!.email);
    console.log(`offer mails to the first waiting member: ${sentBeforeCrash} before the crash, ${offers.length} after the restart`);
    expect(offers).toHaveLength(1);

    second.child.kill('SIGTERM');
    expect((await second.exited).code, second.output()).toBe(0);
  }, 120_000);
});
