import { afterEach, describe, expect, it } from 'vitest';
import { setPageLang } from './index.js';

describe('setPageLang', () => {
  afterEach(() => setPageLang('es'));

  it('writes the BCP 47 code of a portal language', () => {
    setPageLang('eus');
    expect(document.documentElement.lang).toBe('eu');
    setPageLang('es');
    expect(document.documentElement.lang).toBe('es');
  });

  // i18next loads asynchronously: right after init() its language is still undefined.
  it('leaves the page as it is while i18next has no language yet', () => {
    setPageLang('es');
    setPageLang(undefined);
    expect(document.documentElement.lang).toBe('es');
    setPageLang('cimode');
    expect(document.documentElement.lang).toBe('es');
  });

  it('does not write an unchanged value (a write restyles the whole page)', () => {
    setPageLang('es');
    let writes = 0;
    const observer = new MutationObserver((records) => (writes += records.length));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    setPageLang('es');
    setPageLang('es');
    setPageLang('eus');
    const pending = observer.takeRecords().length;
    observer.disconnect();
    expect(writes + pending).toBe(1);
  });
});
