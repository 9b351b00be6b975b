import { describe, expect, it } from 'vitest';
import { conceptInWords } from './ledger.rules.js';

const item = (es: string, eus: string, person = '') => ({ title: { es, eus }, person });

describe('conceptInWords', () => {
  it('names the person and the course in the reader language, one item after another', () => {
    const items = [item('Cursillo de verano', 'Udako ikastaroa', 'Uxue Etxebarria'), item('Aquagym', '', 'Beñat Etxebarria')];
    expect(conceptInWords(items, 'es')).toBe('Uxue Etxebarria: Cursillo de verano; Beñat Etxebarria: Aquagym');
    // A Basque title missing falls back to the Spanish one rather than to nothing.
    expect(conceptInWords(items, 'eus')).toBe('Uxue Etxebarria: Udako ikastaroa; Beñat Etxebarria: Aquagym');
  });

  it('is the title alone for no one in particular, and empty when nothing is described', () => {
    expect(conceptInWords([item('Licencias federativas', 'Federazio lizentziak')], 'eus')).toBe('Federazio lizentziak');
    expect(conceptInWords([], 'es')).toBe('');
  });
});
