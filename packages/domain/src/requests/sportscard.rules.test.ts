import { describe, expect, it } from 'vitest';
import {
  isSignedSportscardDocument,
  showSportscardRequestButton,
  sportscardDocumentProblem,
  sportscardTemplateName,
} from './sportscard.rules.js';

describe('the sports card document rule', () => {
  it('needs a signed document, else the spec message', () => {
    expect(sportscardDocumentProblem({ hasSignedDocument: false })).toBe(
      'Necesitamos que subas la documentación firmada para poder tramitar la solicitud',
    );
    expect(sportscardDocumentProblem({ hasSignedDocument: true })).toBeNull();
  });

  it('counts only a type-3 document in jpeg, png or pdf', () => {
    expect(isSignedSportscardDocument({ filetype: 3, mime_type: 'application/pdf' })).toBe(true);
    expect(isSignedSportscardDocument({ filetype: 3, mime_type: 'image/png' })).toBe(true);
    expect(isSignedSportscardDocument({ filetype: 3, mime_type: 'image/jpeg' })).toBe(true);
    expect(isSignedSportscardDocument({ filetype: 0, mime_type: 'application/pdf' })).toBe(false);
    expect(isSignedSportscardDocument({ filetype: 1, mime_type: 'application/pdf' })).toBe(false);
    expect(isSignedSportscardDocument({ filetype: 3, mime_type: 'image/gif' })).toBe(false);
  });
});

describe('the sports card request button', () => {
  it('hides while a request waits for the office', () => {
    expect(showSportscardRequestButton(null)).toBe(true);
    expect(showSportscardRequestButton({ id: 1, state: 0, created_at: '2026-11-24T10:00:00Z' })).toBe(false);
    expect(showSportscardRequestButton({ id: 1, state: 1, created_at: '2026-11-24T10:00:00Z' })).toBe(true);
  });
});

describe('the template file name', () => {
  it('names the person in plain letters', () => {
    expect(sportscardTemplateName('Iñaki', 'Ibáñez Goñi')).toBe('tarjeta-deportiva-inaki-ibanez-goni.pdf');
    expect(sportscardTemplateName('', '')).toBe('tarjeta-deportiva.pdf');
  });
});
