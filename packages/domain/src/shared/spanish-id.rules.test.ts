import { describe, expect, it } from 'vitest';
import { isValidCif, isValidDniNie, isValidSpanishTaxId, personIdLetterProblem, spanishIdShape } from './spanish-id.rules.js';

describe('Spanish ids', () => {
  it('accepts a DNI or NIE with its letter and refuses a wrong letter', () => {
    expect(isValidDniNie('12345678Z')).toBe(true);
    expect(isValidDniNie('12.345.678-z')).toBe(true);
    expect(isValidDniNie('12345678A')).toBe(false);
    expect(isValidDniNie('X1234567L')).toBe(true);
    expect(isValidDniNie('Y1234567X')).toBe(true);
    expect(isValidDniNie('Z1234567R')).toBe(true);
    expect(isValidDniNie('X1234567A')).toBe(false);
  });

  it('checks a CIF control character by kind of entity', () => {
    expect(isValidCif('G48012345')).toBe(false);
    expect(isValidCif('A58818501')).toBe(true); // digit control
    expect(isValidCif('A5881850B')).toBe(false); // A must use a digit
    expect(isValidCif('Q2826000H')).toBe(true); // letter control
    expect(isValidCif('G48123459')).toBe(true);
    expect(isValidCif('G4812345I')).toBe(true); // G may use either
    expect(isValidSpanishTaxId('12345678Z')).toBe(true);
    expect(isValidSpanishTaxId('B1234567')).toBe(false);
  });

  it('asks for the right letter only of DNI/NIE shapes; passports keep the 5-character rule', () => {
    expect(personIdLetterProblem('12345678A')).toBe('validation.person_id_letter');
    expect(personIdLetterProblem('x1234567l')).toBeNull();
    expect(personIdLetterProblem('PAA123456')).toBeNull();
    expect(personIdLetterProblem('AB12345')).toBeNull();
    expect(spanishIdShape('PAA123456')).toBeNull();
  });
});
