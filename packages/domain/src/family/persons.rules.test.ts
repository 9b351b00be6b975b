import { describe, expect, it } from 'vitest';
import { isPlaceholderEmail, isUndeliverableEmail, mayClaimLogin, placeholderEmail } from './persons.rules.js';

describe('placeholder addresses', () => {
  it('builds a reserved .invalid address from a random token', () => {
    const e = placeholderEmail('A1b2C3d4E5f6');
    expect(e).toBe('persona-a1b2c3d4e5f6@sin-correo.invalid');
    expect(isPlaceholderEmail(e)).toBe(true);
    expect(isUndeliverableEmail(e)).toBe(true);
    expect(() => placeholderEmail('abc')).toThrow();
  });

  it('treats real addresses as deliverable and every .invalid one as not', () => {
    expect(isUndeliverableEmail('ane@example.com')).toBe(false);
    expect(isUndeliverableEmail('x@foo.invalid')).toBe(true);
    expect(isUndeliverableEmail('')).toBe(true);
    expect(isPlaceholderEmail('ane@example.com')).toBe(false);
  });
});

describe('mayClaimLogin', () => {
  const today = new Date('2026-11-23T10:00:00Z');
  it('lets an adult with a real address set a password', () => {
    expect(mayClaimLogin({ email: 'mikel@example.com', date_of_birth: '2008-11-23' }, today)).toBe(true);
  });
  it('refuses a minor, a placeholder address and an unknown birth date', () => {
    expect(mayClaimLogin({ email: 'mikel@example.com', date_of_birth: '2008-11-24' }, today)).toBe(false);
    expect(mayClaimLogin({ email: placeholderEmail('abcdefgh12'), date_of_birth: '1990-01-01' }, today)).toBe(false);
    expect(mayClaimLogin({ email: 'mikel@example.com', date_of_birth: null }, today)).toBe(false);
  });
});
