import { describe, expect, it } from 'vitest';
import { clubAddressInOneLine, clubAddressLines, CLUB_DEMO_TAX_ID } from './club.js';
import { isValidSpanishTaxId } from './spanish-id.rules.js';

describe("the club's address and tax id", () => {
  it('reads the same place in both languages, each in its own words', () => {
    expect(clubAddressInOneLine('es')).toBe('Polideportivo de Fadura, Fadura ibilbidea s/n, 48992 Getxo (Bizkaia)');
    expect(clubAddressInOneLine('eus')).toBe('Fadura kiroldegia, Fadura ibilbidea z/g, 48992 Getxo (Bizkaia)');
    expect(clubAddressLines('eus')).toEqual(['Fadura kiroldegia', 'Fadura ibilbidea z/g', '48992 Getxo, Bizkaia']);
    // English pages are not offered: an English reader gets the Spanish form.
    expect(clubAddressLines('en')).toEqual(clubAddressLines('es'));
  });

  it('prints a tax id whose check character is right', () => {
    expect(isValidSpanishTaxId(CLUB_DEMO_TAX_ID)).toBe(true);
  });
});
