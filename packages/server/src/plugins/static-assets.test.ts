import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { atFileEnd } from '../test/file-end.js';
import { createTestCluster, type TestNode } from '../test/nodes.js';

/*
 * The built web app's scripts and styles leave the server as the build compressed them (x.js.br,
 * x.js.gz beside x.js, written by vite.config.ts): the bytes of those files, not the script
 * compressed again per request; a file without them (the service worker) is still compressed.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-'));
// The fake web build goes when the file ends, after the apps that serve it (registered later, closed first).
atFileEnd(async () => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, 'assets'));
const script = `export const pools = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Fadura', lane: i % 8 })))};\n`;
const built = {
  js: Buffer.from(script),
  br: zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: zlib.gzipSync(script, { level: 9 }),
};
fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd.js'), built.js);
fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd.js.br'), built.br);
fs.writeFileSync(path.join(dist, 'assets/app-Ab12Cd.js.gz'), built.gz);
fs.writeFileSync(path.join(dist, 'sw.js'), script);
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="es"><head><title>Club</title></head><body><div id="root"></div></body></html>',
);

describe('the web app’s files', async () => {
  const cluster = await createTestCluster(1, { serveWeb: { webDist: dist, renderer: null } });
  const [node] = cluster.nodes as [TestNode];
  const get = (url: string, encoding?: string) =>
    node.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a script as the build compressed it: brotli, else gzip, else as it is; cached for a year', async () => {
    const br = await get('/assets/app-Ab12Cd.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(built.br)).toBe(true);

    const gz = await get('/assets/app-Ab12Cd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(built.gz)).toBe(true);

    const plain = await get('/assets/app-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still compresses a file the build left whole (the service worker), and never caches it', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });
});
