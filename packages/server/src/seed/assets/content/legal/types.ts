import { CLUB_DEMO_TAX_ID, clubAddressInOneLine } from '@club/domain/shared/club';

/** A legal document as the seed stores it: the one source the page and the PDF read. */
export interface LegalSeed {
  key: 'terms' | 'privacy' | 'rules' | 'statutes';
  title_es: string;
  title_eus: string;
  updated_on: string;
  sections: { key: string; title_es: string; title_eus: string; body_es: string; body_eus: string }[];
}

/** Trims the indentation of template literals so bodies can be written indented. */
export const body = (s: string): string =>
  s
    .replace(/^\n/, '')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .trim();

export const CLUB = {
  name_es: 'Club Natación Getxo',
  name_eus: 'Getxo Igeriketa Kluba',
  // The receipts' tax id and the footer's and receipts' address (domain shared/club.ts).
  cif: CLUB_DEMO_TAX_ID,
  address_es: clubAddressInOneLine('es'),
  address_eus: clubAddressInOneLine('eus'),
  email: 'bulegoa@cngetxo.eus',
  dpoEmail: 'datuak@cngetxo.eus',
  web: 'cngetxo.eus',
} as const;
