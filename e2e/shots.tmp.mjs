import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8199';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 860 } });
const p = await ctx.newPage();
const r = await p.request.post(base + '/api/v2/auth/login', { data: { identity: 'admin@cngetxo.eus', password: 'gobela2026' } });
const token = (await r.json()).data.token;
await p.addInitScript(([t, l]) => { window.localStorage.setItem('token', t); if (l) window.localStorage.setItem('lang', l); }, [token, process.env.LANG_UI]);
for (const path of process.argv.slice(2)) {
  await p.goto(base + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  const name = '/tmp/shot-' + path.replace(/[^a-z0-9]/gi, '_') + '.png';
  await p.screenshot({ path: name, fullPage: false });
  console.log(name);
}
await b.close();
