import type { AuditRow } from '@club/domain/admin/audit.schemas';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/console.json';
import esPayments from '../../i18n/locales/es/payments.json';
import eusPayments from '../../i18n/locales/eus/payments.json';
import es from '../../i18n/locales/es/console.json';
import eus from '../../i18n/locales/eus/console.json';
import { auditChangeLines } from './audit-changes';
import { auditSentence, WORDS } from './audit-sentence';

/**
 * The audit log's sentences (issue 20, point 10) as the office reads them: every action a
 * feature words has its name in Spanish, Basque and English (the kind-of-change filter lists
 * them), and the later areas' rows read whole in both languages, in Madrid time.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    resources: { es: { console: es, payments: esPayments }, eus: { console: eus, payments: eusPayments }, en: { console: en } },
    ns: ['console', 'payments'],
    defaultNS: 'console',
  });
});

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  at: '2026-11-24T17:02:00.000Z',
  actor_id: 1,
  actor_email: 'admin@cngetxo.eus',
  action: 'x',
  entity: 'user',
  entity_id: '7',
  before: null,
  after: null,
  request_id: null,
  ip: null,
  person: null,
  about: null,
  ...over,
});
const say = (r: AuditRow, lang: string) => auditSentence(r, i18n.getFixedT(lang, 'console'), lang);

describe('audit sentences', () => {
  it('names every worded action in es, eus and en', () => {
    for (const action of WORDS.keys()) {
      for (const lang of ['es', 'eus', 'en']) {
        const label = i18n.getFixedT(lang, 'console')(`auditActions.${action}`, { defaultValue: '' });
        expect({ action, lang, named: typeof label === 'string' && label !== '' }).toEqual({ action, lang, named: true });
      }
    }
    for (const action of [
      'membership.validate',
      'membership-cancellation.confirm',
      'member-registry.import',
      'equipment.order.status',
      'person.image-use',
    ])
      expect(WORDS.has(action), action).toBe(true);
  });

  it("reads a kit order's delivery and a person's answer on images as sentences", () => {
    const kit = row({
      action: 'equipment.order.status',
      entity: 'equipment_order',
      entity_id: '12',
      before: { status: 0 },
      after: { status: 2 },
      person: { id: 7, name: 'Leire Bidaurrazaga' },
      about: { es: 'Pedido de material nº 12', eus: '12. material-eskaera' },
    });
    expect(say(kit, 'es')).toBe(
      'Leire Bidaurrazaga: Pedido de material nº 12 — Estado del pedido de material: Pendiente → Entregado, por admin@cngetxo.eus, 24 de noviembre de 2026, 18:02',
    );
    expect(say(kit, 'eus')).toBe(
      'Leire Bidaurrazaga: 12. material-eskaera — Material-eskaeraren egoera: Zain → Entregatuta, egilea: admin@cngetxo.eus, 2026ko azaroaren 24a, 18:02',
    );
    const images = row({
      action: 'person.image-use',
      before: { imageUse: 1 },
      after: { imageUse: 0 },
      person: { id: 7, name: 'Leire Bidaurrazaga' },
      actor_email: 'ama@example.com',
    });
    expect(say(images, 'es')).toBe('Leire Bidaurrazaga — Uso de imágenes: sí → no, por ama@example.com, 24 de noviembre de 2026, 18:02');
    expect(say(images, 'eus')).toBe(
      'Leire Bidaurrazaga — Irudien erabilera: bai → ez, egilea: ama@example.com, 2026ko azaroaren 24a, 18:02',
    );
  });

  it('names the person once when the description already begins with them', () => {
    const paid = row({
      action: 'payment.paid',
      entity: 'payment',
      before: { state: 'pending' },
      after: { state: 'paid' },
      person: { id: 7, name: 'Probatxo2 Walkbe Oficina' },
      about: { es: 'Probatxo2 Walkbe Oficina: Cursillo prueba B walk', eus: 'Probatxo2 Walkbe Oficina: Cursillo prueba B walk' },
      actor_email: null,
    });
    expect(say(paid, 'es')).toMatch(/^Probatxo2 Walkbe Oficina: Cursillo prueba B walk — /);
    expect(say(paid, 'es').match(/Probatxo2/g)).toHaveLength(1);
  });
});

describe('the changes column in words', () => {
  const lines = (r: AuditRow, lang: string) =>
    auditChangeLines(r, i18n.getFixedT(lang, ['console', 'payments']), lang, WORDS.get(r.action));

  it('reads a payment: its state, the bank answer and Madrid times in words; no UTC, no codes alone', () => {
    const paid = row({
      action: 'payment.paid',
      entity: 'payment',
      before: { state: 'pending', dsResponse: null, paidAt: null, updatedAt: '2026-11-30T05:00:00.000Z' },
      after: {
        state: 'paid',
        dsResponse: '0000',
        paidAt: '2026-11-30T05:04:28.587Z',
        updatedAt: '2026-11-30T05:04:28.587Z',
        notification_id: 14,
      },
    });
    const es = lines(paid, 'es');
    expect(es).toEqual([
      'Estado del pago: Pendiente → Pagado',
      'Respuesta del banco: sin valor → autorizado por el banco (0000)',
      'Pagado el: sin valor → 30 de noviembre de 2026, 06:04',
      'Aviso del banco nº: sin valor → 14',
    ]);
    expect(es.join(' ')).not.toMatch(/T05:04|Z\b|∅/);
    expect(lines(paid, 'eus')[2]).toBe('Ordainduta: baliorik ez → 2026ko azaroaren 30a, 06:04');
    const denied = row({ action: 'payment.failed', before: { dsResponse: null }, after: { dsResponse: '0190' } });
    expect(lines(denied, 'es')[0]).toMatch(/^Respuesta del banco: sin valor → .+ \(0190\)$/);
  });

  it("reads a signup's status and a kit order's state by their labels, and people by name", () => {
    const signup = row({
      action: 'signup.status',
      before: { status: 0, processedBy: null },
      after: { status: 2, processedBy: 1 },
      person: { id: 7, name: 'Ane Etxebarria' },
    });
    expect(lines(signup, 'es')).toEqual([
      'Estado: Pendiente → Hay un problema en la inscripción',
      'Tramitado por: sin valor → admin@cngetxo.eus',
    ]);
    expect(lines(signup, 'eus')[0]).toBe('Egoera: Zain → Arazo bat dago izen-ematean');
    const kit = row({ action: 'equipment.order.status', before: { status: 0 }, after: { status: 2 } });
    expect(lines(kit, 'es')).toEqual(['Estado: Pendiente → Entregado']);
    const other = row({ action: 'licence-request.processed', before: { processedBy: null }, after: { processedBy: 99 } });
    expect(lines(other, 'es')).toEqual(['Tramitado por: sin valor → persona nº 99']);
  });

  it('summarises objects and lists instead of JSON', () => {
    const course = row({
      action: 'course.update',
      before: { course: { id: 121, date: '2027-03-10', titleEs: 'Cursillo', updatedAt: 'a' }, variants: [{ uuid: 'x' }] },
      after: { course: { id: 121, date: '2027-03-11', titleEs: 'Cursillo B', updatedAt: 'b' }, variants: [{ uuid: 'x' }, { uuid: 'y' }] },
    });
    const es = lines(course, 'es');
    expect(es).toEqual(['Curso: cambia Fecha, Título', 'Grupos: 1 elemento → 2 elementos']);
    expect(es.join(' ')).not.toContain('{');
    const created = row({
      action: 'course.update',
      before: { course: null },
      after: { course: { titleEs: 'Cursillo B', date: '2027-03-11' } },
    });
    expect(lines(created, 'es')).toEqual(['Curso: sin valor → Cursillo B']);
    expect(lines(created, 'eus')).toEqual(['Ikastaroa: baliorik ez → Cursillo B']);
  });
});
