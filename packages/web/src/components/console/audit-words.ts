import type { AuditRow } from '@club/domain/admin/audit.schemas';
import type { TFunction } from 'i18next';

/**
 * How the office's audit log words one kind of change (issue 20, point 10). Each web feature
 * describes the actions its server area writes in a list of these, exported from its index.ts
 * (`<feature>AuditWords`), and the audit screen puts them together (app/console/audit-sentence.ts).
 * The action's name is the i18n key `console:auditActions.<action>` in es, eus and en. The
 * contract is written in packages/server/src/modules/audit/README.md.
 */
export interface AuditWords {
  /** The audit row's action, e.g. 'signup.status'. */
  action: string;
  /**
   * What changed, in the reader's language ("Plaza asignada → Abandonada"); null or absent when
   * the action's name says it all (the raw rows stay one click away).
   */
  change?: (row: AuditRow, t: TFunction) => string | null;
  /**
   * The feature's words for the values of some fields of its rows, by field name (a signup's
   * `status` 2 as "Hay un problema en la inscripción"), used by the «Cambios» column
   * (app/console/audit-changes.ts); other fields read by their type.
   */
  values?: Record<string, (value: unknown, t: TFunction, lang: string) => string>;
}

const field = (v: unknown, key: string): unknown =>
  v && typeof v === 'object' && key in v ? (v as Record<string, unknown>)[key] : undefined;

/**
 * A field's value before and after in words ('A → B', or 'B' for a new row); null when the field
 * did not change. `word` turns a value into words (a status number into its name).
 */
export function fieldChange(row: Pick<AuditRow, 'before' | 'after'>, key: string, word: (value: unknown) => string): string | null {
  const before = field(row.before, key);
  const after = field(row.after, key);
  if (after === undefined || JSON.stringify(before) === JSON.stringify(after)) return null;
  return before === undefined || before === null ? word(after) : `${word(before)} → ${word(after)}`;
}

/** A yes/no flag (true/false, 1/0) in words. */
export const yesNo = (t: TFunction) => (v: unknown) => (v === true || v === 1 ? t('console:auditWords.yes') : t('console:auditWords.no'));
