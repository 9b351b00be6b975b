import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { downloadMyData } from './export-data';

afterEach(() => {
  vi.restoreAllMocks();
  setToken(null);
});

describe('downloadMyData', () => {
  it('fetches the export with the bearer token and saves it under the name the server gives', async () => {
    setToken('tok_abcdefghijklmnopqrstuvwxyz');
    const fetchMock = vi.fn(
      async () =>
        new Response('PK', {
          status: 200,
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="cngetxo-datos-2026-09-20.zip"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    expect(await downloadMyData()).toBe('ok');
    expect(fetchMock).toHaveBeenCalledWith('/api/v3/myaccount/export', {
      headers: { authorization: 'Bearer tok_abcdefghijklmnopqrstuvwxyz' },
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('cngetxo-datos-2026-09-20.zip');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:zip');
  });

  it('reports a failure on an HTTP error or a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    expect(await downloadMyData()).toBe('failed');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await downloadMyData()).toBe('failed');
  });
});
