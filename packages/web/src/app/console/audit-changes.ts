import type { AuditRow } from '@club/domain/admin/audit.schemas';
import { dayInWords, momentInWords } from '@club/domain/activities/words.rules';
import { isAuthorisedResponse, isSisCode } from '@club/domain/payments/sis-codes';
import { NO_DATE } from '@club/domain/shared/dates';
import { asLanguage } from '../../i18n';
import type { TFunction } from 'i18next';
import type { AuditWords } from '../../components/console/audit-words';

/**
 * The «Cambios» column of the audit log in words (issue: the office read `status: 0 → 2`,
 * `processedBy: ∅ → 2` and UTC times under "Horas de Madrid"). Each changed field reads as
 * "<label>: <before> → <after>" with
 * - the field's name from `console:auditFields` (an unknown field: its name split into words);
 * - the feature's own words for its values where it gives them (AuditWords.values: a signup's
 *   status as the domain's label, a kit order's state, a payment's state);
 * - a person's id as their name (or the account's address) when the row names them, else "nº 7";
 * - a moment as Madrid time in words (momentInWords), a day as dayInWords, '0000-01-01' as no date;
 * - the bank's response code as its answer (authorised, or the SIS text);
 * - an object as the names of the fields inside it that changed (or how many it holds), a list
 *   as how many it holds; hashes and tokens only as "changed".
 * Decision: `updatedAt` is left out: every update carries it and the row's own time says when.
 * The rows whole stay one click away (the details toggle).
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields that say nothing an office reader needs: the row's own time says when it changed. */
const HIDDEN = new Set(['updatedAt', 'updated_at']);
/** Fields that hold a secret or a fingerprint: only whether they changed is shown. */
const SECRET = /hash|token|signature|password|secret/i;
/** Fields that hold the id of a person's account. Not `person_id`/`personId`: that is the national id card. */
const PERSON = /^(user_?id|child_?id|holder_?id|actor_?id|.+By|.+_by)$/i;
/** Moments and days by the shape of the value. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Longest text shown for one value; the whole rows are on the toggle. */
const MAX_VALUE = 80;
const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/** 'dsAuthorisationCode' -> 'ds authorisation code' (only for a field nobody has named yet). */
const splitName = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

export function fieldLabel(key: string, t: TFunction): string {
  return t(`console:audit.fields.${key}`, { defaultValue: splitName(key) });
}

/** The bank's Ds_Response in words: authorised, or the SIS text the payments pages use. */
function bankAnswer(value: unknown, t: TFunction): string {
  const code = String(value).trim();
  if (isAuthorisedResponse(code)) return t('console:audit.values.authorised', { code });
  const n = Number(code);
  const text = Number.isInteger(n) && isSisCode(n) ? t(`payments:sis.${n}`, { defaultValue: '' }) : '';
  return text ? `${text} (${code})` : t('console:audit.values.bankCode', { code });
}

/** A person's account id as their name when the row knows it. */
function personWord(value: unknown, row: AuditRow, t: TFunction): string {
  if (row.person && Number(value) === row.person.id) return row.person.name;
  if (row.actor_id !== null && Number(value) === row.actor_id && row.actor_email) return row.actor_email;
  return t('console:audit.values.person', { id: String(value) });
}

/** What an object is, in a few words: its title or name, else how many fields it holds. */
function objectWord(value: Rec, t: TFunction, lang: string): string {
  const title = value[lang === 'eus' ? 'titleEus' : 'titleEs'] || value.titleEs || value.title_es || value.title || value.name;
  if (typeof title === 'string' && title) return cut(title);
  return t('console:audit.values.fields', { count: Object.keys(value).length });
}

function valueWord(key: string, value: unknown, row: AuditRow, t: TFunction, lang: string, words?: AuditWords): string {
  if (value === null || value === undefined || value === '') return t('console:audit.values.none');
  const own = words?.values?.[key];
  if (own) return own(value, t, lang);
  if (key === 'dsResponse' || key === 'ds_response') return bankAnswer(value, t);
  if (PERSON.test(key) && (typeof value === 'number' || /^\d+$/.test(String(value)))) return personWord(value, row, t);
  if (typeof value === 'boolean') return t(value ? 'console:auditWords.yes' : 'console:auditWords.no');
  if (Array.isArray(value)) return t('console:audit.values.items', { count: value.length });
  if (isRecord(value)) return objectWord(value, t, lang);
  if (typeof value === 'string') {
    if (value === NO_DATE) return t('console:audit.values.noDate');
    if (MOMENT.test(value)) return momentInWords(value, asLanguage(lang));
    if (DAY.test(value)) return dayInWords(value, asLanguage(lang));
    return cut(value);
  }
  return String(value);
}

/** One changed field as a line; null when it should not be shown. */
function changeLine(key: string, before: unknown, after: unknown, row: AuditRow, t: TFunction, lang: string, words?: AuditWords) {
  if (HIDDEN.has(key)) return null;
  const label = fieldLabel(key, t);
  if (SECRET.test(key)) return t('console:audit.values.changedSecret', { label });
  // Two versions of an object: which of its fields changed, by name.
  if (isRecord(before) && isRecord(after)) {
    const inner = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !HIDDEN.has(k) && !same(before[k], after[k]));
    return t('console:audit.values.changedInside', { label, fields: inner.map((k) => fieldLabel(k, t)).join(', ') });
  }
  return `${label}: ${valueWord(key, before, row, t, lang, words)} → ${valueWord(key, after, row, t, lang, words)}`;
}

/**
 * What changed, field by field, for an update; for a new row, its fields that carry something
 * (as "<label>: <value>"); 'removed' for a removal.
 */
export function auditChangeLines(row: AuditRow, t: TFunction, lang: string, words?: AuditWords): string[] {
  const { before, after } = row;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !same(before[k], after[k]));
    const lines = keys.flatMap((k) => changeLine(k, before[k], after[k], row, t, lang, words) ?? []);
    return lines.length > 0 ? lines : [t('console:audit.unchanged')];
  }
  if (after !== null && after !== undefined) return [t('console:audit.created')];
  if (before !== null && before !== undefined) return [t('console:audit.removed')];
  return [];
}
