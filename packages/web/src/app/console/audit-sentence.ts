import type { AuditRow } from '@club/domain/admin/audit.schemas';
import { momentInWords } from '@club/domain/activities/words.rules';
import type { TFunction } from 'i18next';
import { asLanguage } from '../../i18n';
import type { AuditWords } from '../../components/console/audit-words';
import { accountAuditWords } from '../../features/account';
import { activitiesAuditWords } from '../../features/activities';
import { billingAuditWords } from '../../features/billing';
import { equipmentAuditWords } from '../../features/equipment';
import { familyAuditWords } from '../../features/family';
import { membershipAuditWords } from '../../features/membership';
import { paymentsAuditWords } from '../../features/payments';
import { requestsAuditWords } from '../../features/requests';
import { seasonsAuditWords } from '../../features/seasons';

/**
 * Every feature's words for the audit actions its area writes (the registry of issue 20, point
 * 10; contract in packages/server/src/modules/audit/README.md). An action nobody describes reads
 * as its code, with the fields it changed one click away.
 */
export const WORDS = new Map<string, AuditWords>(
  [
    ...activitiesAuditWords,
    ...paymentsAuditWords,
    ...seasonsAuditWords,
    ...billingAuditWords,
    ...requestsAuditWords,
    ...familyAuditWords,
    ...accountAuditWords,
    ...membershipAuditWords,
    ...equipmentAuditWords,
  ].map((w) => [w.action, w]),
);

/**
 * One row as a sentence in the reader's language: "Ane Etxebarria: Cursillo de verano, Fadura
 * 17:00-18:00 — Cambio de estado de la inscripción: Plaza asignada → Abandonada, por
 * admin@cngetxo.eus, 24 de noviembre de 2026, 18:02". The subject (person, thing changed) comes from the
 * server's area descriptions; the change from the feature's words.
 */
export function auditSentence(row: AuditRow, t: TFunction, lang: string): string {
  const about = row.about ? (lang === 'eus' ? row.about.eus : row.about.es) : null;
  // A row about a person and nothing else (their level, their answer on images) is just their name.
  const thing =
    about ?? (row.person ? null : row.entity_id ? t('console:auditWords.entity', { entity: row.entity, id: row.entity_id }) : row.entity);
  // The areas' descriptions often begin with the person already ("Ane Etxebarria: Cursillo…"): the name once.
  const named = row.person && thing ? thing === row.person.name || thing.startsWith(`${row.person.name}:`) : false;
  const subject = row.person && !named ? [row.person.name, thing].filter(Boolean).join(': ') : thing;
  const words = WORDS.get(row.action);
  const label = words ? t(`console:auditActions.${row.action}`) : row.action;
  const change = words?.change?.(row, t) ?? null;
  return t('console:auditWords.sentence', {
    subject,
    what: change ? t('console:auditWords.change', { label, change }) : label,
    by: t('console:auditWords.by', { who: row.actor_email ?? t('console:auditWords.system') }),
    // The club's clock in words, whatever the office computer's zone.
    at: momentInWords(row.at, asLanguage(lang)),
    interpolation: { escapeValue: false },
  });
}
