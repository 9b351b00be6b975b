import { describe, expect, it } from 'vitest';
import { holdReminderMail, placeCancelledMail, seatOfferedMail, type SignupMailFacts } from './activities.js';

/*
 * A managed child's signup mails go to the account holder's address (signup-mail.ts addresseeOf):
 * every one of them greets the holder and names the child, never "Hola, Uxue" in the parent's
 * inbox; a swimmer reading their own mail is spoken to directly.
 */
const facts = (readerFirstName: string | null): SignupMailFacts => ({
  firstName: 'Uxue',
  readerFirstName,
  title: 'Cursillo de invierno',
  courseUrl: 'https://club.example/actividades/cursillo',
  payUrl: 'https://club.example/myaccount/pendingpayments',
  ticketId: 42,
  priceEuros: 55.5,
  officeEmail: 'bulegoa@cngetxo.eus',
});
const until = new Date('2026-12-01T17:00:00Z');
const mails = (f: SignupMailFacts, lang: 'es' | 'eus') => [
  holdReminderMail(lang, f, until),
  seatOfferedMail(lang, f, { kind: 'card', until }),
  seatOfferedMail(lang, f, { kind: 'transfer' }),
  seatOfferedMail(lang, f, { kind: 'assigned' }),
  placeCancelledMail(lang, f, { euros: 55.5, toCard: true }),
];

describe('the course signup mails a holder reads for a child', () => {
  it('greet the holder and name the child, in Spanish and Basque', () => {
    for (const m of mails(facts('Miren'), 'es')) {
      expect(m.text).toContain('Hola, Miren:');
      expect(m.text).toContain('Uxue');
      expect(m.text).not.toContain('Hola, Uxue');
      expect(m.text).not.toMatch(/\b(para ti|Tu plaza|eras la primera)\b/);
    }
    for (const m of mails(facts('Nerea'), 'eus')) {
      expect(m.text).toContain('Kaixo, Nerea:');
      expect(m.text).toContain('Uxue');
      expect(m.text).not.toContain('Kaixo, Uxue');
      expect(m.text).not.toMatch(/zuretzat|zure plaza|lehena zinen/);
    }
  });

  it('speak to a swimmer reading their own mail directly', () => {
    for (const m of mails(facts(null), 'es')) expect(m.text).toContain('Hola, Uxue:');
    expect(placeCancelledMail('es', facts(null), null).text).toContain('ha anulado tu plaza');
    expect(placeCancelledMail('eus', facts(null), null).text).toContain('zure plaza baliogabetu du');
  });
});
