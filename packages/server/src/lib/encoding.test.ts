import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.js';

describe('preferredEncoding (Accept-Encoding of a prepared reply)', () => {
  it("takes what browsers send: brotli when offered, else gzip, else the reply's own bytes", () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('honours weights, a refused coding (q=0) and the wildcard', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP ; Q=1')).toBe('gzip');
  });
});
