import type { AuditRow } from '@club/domain/admin/audit.schemas';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/console.json';
import es from '../../i18n/locales/es/console.json';
import eus from '../../i18n/locales/eus/console.json';
import { auditSentence, WORDS } from './audit-sentence';

/**
 * The audit log's sentences (issue 20, point 10) as the office reads them: every action a
 * feature words has its name in Spanish, Basque and English (the kind-of-change filter lists
 * them), and the later areas' rows read whole in both languages, in Madrid time.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { console: es }, eus: { console: eus }, en: { console: en } }, ns: ['console'] });
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
      'Leire Bidaurrazaga: Pedido de material nº 12 — Estado del pedido de material: Pendiente → Entregado, por admin@cngetxo.eus, 24/11/2026 18:02',
    );
    expect(say(kit, 'eus')).toBe(
      'Leire Bidaurrazaga: 12. material-eskaera — Material-eskaeraren egoera: Zain → Entregatuta, egilea: admin@cngetxo.eus, 24/11/2026 18:02',
    );
    const images = row({
      action: 'person.image-use',
      before: { imageUse: 1 },
      after: { imageUse: 0 },
      person: { id: 7, name: 'Leire Bidaurrazaga' },
      actor_email: 'ama@example.com',
    });
    expect(say(images, 'es')).toBe('Leire Bidaurrazaga — Uso de imágenes: sí → no, por ama@example.com, 24/11/2026 18:02');
    expect(say(images, 'eus')).toBe('Leire Bidaurrazaga — Irudien erabilera: bai → ez, egilea: ama@example.com, 24/11/2026 18:02');
  });
});
