import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

describe('formatEuros', () => {
  it('writes euros the Spanish and Basque way, and the English way in English', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatEuros(1234.5, 'es'))).toBe('1234,50 €');
    expect(plain(formatEuros(27.5, 'eus'))).toBe('27,50 €');
    expect(plain(formatEuros(27.5, 'en'))).toBe('€27.50');
  });
});
