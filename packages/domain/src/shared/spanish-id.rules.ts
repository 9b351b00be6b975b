/**
 * Spanish identity and tax numbers (DNI, NIE, CIF) and their check characters. Pure functions,
 * used by the forms (a person's id) and by the server's configuration (the club's CLUB_TAX_ID).
 */

/** The DNI/NIE check letters: the number modulo 23 picks one (Real Decreto 1553/2005). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_SHAPE = /^(\d{8})([A-Z])$/;
const NIE_SHAPE = /^([XYZ])(\d{7})([A-Z])$/;
const CIF_SHAPE = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/;

/** Upper case without spaces, dots or hyphens: "12.345.678-z" -> "12345678Z". */
export const normaliseSpanishId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const dniLetter = (digits: string): string => DNI_LETTERS[Number(digits) % 23]!;

/** A DNI of these 8 digits with its right letter ("12345678" -> "12345678Z"): test data and demo ids. */
export const dniOf = (digits: string): string => `${digits}${dniLetter(digits)}`;

/** What kind of Spanish id a value looks like, whatever its check character. */
export function spanishIdShape(value: string): 'dni' | 'nie' | 'cif' | null {
  const v = normaliseSpanishId(value);
  if (DNI_SHAPE.test(v)) return 'dni';
  if (NIE_SHAPE.test(v)) return 'nie';
  if (CIF_SHAPE.test(v)) return 'cif';
  return null;
}

/** A DNI (8 digits and its letter) or NIE (X/Y/Z, 7 digits and its letter) with the right letter. */
export function isValidDniNie(value: string): boolean {
  const v = normaliseSpanishId(value);
  const dni = DNI_SHAPE.exec(v);
  if (dni) return dniLetter(dni[1]!) === dni[2];
  const nie = NIE_SHAPE.exec(v);
  if (nie) return dniLetter(`${'XYZ'.indexOf(nie[1]!)}${nie[2]}`) === nie[3];
  return false;
}

/**
 * A CIF (a company's or association's tax id): a letter for the kind of entity, 7 digits and a
 * control character computed from the digits (a digit, a letter A-J, or either, by kind).
 */
export function isValidCif(value: string): boolean {
  const m = CIF_SHAPE.exec(normaliseSpanishId(value));
  if (!m) return false;
  const [, kind, digits, control] = m as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    }
  }
  const digit = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[digit]!;
  // Entities that must use a letter (public bodies, foreign entities...) and ones that must use a digit.
  if ('KPQSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(digit);
  return control === letter || control === String(digit);
}

/** A Spanish NIF of any kind (DNI, NIE or CIF) with a valid check character. */
export const isValidSpanishTaxId = (value: string): boolean => isValidDniNie(value) || isValidCif(value);

/**
 * The person-id rule of the forms (issue 20, point 8). Decision: a value shaped like a DNI or NIE
 * must carry its right check letter ('validation.person_id_letter'); anything else (a passport,
 * a foreign id) keeps the specification's rule of at least 5 characters, checked by the schemas.
 */
export function personIdLetterProblem(value: string): 'validation.person_id_letter' | null {
  const shape = spanishIdShape(value);
  if (shape !== 'dni' && shape !== 'nie') return null;
  return isValidDniNie(value) ? null : 'validation.person_id_letter';
}
