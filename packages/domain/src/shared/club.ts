import type { Language } from './constants.js';

/**
 * The club's postal address: ONE source for the site's footer, the legal texts, the receipts
 * and the SEPA mandates (a receipt once printed an address the site never showed). The street
 * keeps its official Basque name in both languages; the place and "no number" (s/n, z/g) are
 * written in the reader's language.
 */
export const CLUB_ADDRESS = {
  es: { place: 'Polideportivo de Fadura', street: 'Fadura ibilbidea s/n', postcode: '48992', town: 'Getxo', province: 'Bizkaia' },
  eus: { place: 'Fadura kiroldegia', street: 'Fadura ibilbidea z/g', postcode: '48992', town: 'Getxo', province: 'Bizkaia' },
} as const;

const addressOf = (lang: Language) => (lang === 'eus' ? CLUB_ADDRESS.eus : CLUB_ADDRESS.es);

/** The address as the footer lays it out: place, street, "48992 Getxo, Bizkaia". */
export function clubAddressLines(lang: Language): [string, string, string] {
  const a = addressOf(lang);
  return [a.place, a.street, `${a.postcode} ${a.town}, ${a.province}`];
}

/** The address on one line, as documents print it: "Polideportivo de Fadura, Fadura ibilbidea s/n, 48992 Getxo (Bizkaia)". */
export function clubAddressInOneLine(lang: Language): string {
  const a = addressOf(lang);
  return `${a.place}, ${a.street}, ${a.postcode} ${a.town} (${a.province})`;
}

/**
 * The club's NIF/CIF printed by the legal texts, and the default of the server's CLUB_TAX_ID
 * (the receipts): a made-up demo CIF with a valid check character.
 */
export const CLUB_DEMO_TAX_ID = 'G48123459';
