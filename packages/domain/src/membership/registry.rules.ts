import Papa from 'papaparse';
import { familyIdSchema, memberIdSchema } from '../account/account.schemas.js';
import { MIN } from '../shared/constants.js';

/**
 * The member registry (issue 17): the club's list of member numbers and family codes, imported
 * once from the office's spreadsheet and kept by hand afterwards. The portal checks a person's
 * number against it (codes 10, 11, 12). Pure: parsing, the preview of an import, the numbers the
 * office gives.
 */

export const REGISTRY_COLUMNS = ['member_id', 'family_id', 'first_name', 'last_name', 'active'] as const;

/** Most rows one import takes (the club has a few thousand members). */
export const MAX_REGISTRY_IMPORT_ROWS = 20_000;
/** Longest name kept. */
export const MAX_REGISTRY_NAME = 100;

export interface RegistryEntry {
  member_id: number;
  family_id: number;
  first_name: string;
  last_name: string;
  active: boolean;
}

/** Why a line was skipped: the column at fault, a number repeated in the file, or a line with the wrong number of cells. */
export type RegistryRejectReason =
  | 'header'
  | 'columns'
  | 'member_id'
  | 'family_id'
  | 'first_name'
  | 'last_name'
  | 'active'
  | 'duplicate'
  | 'too_many_rows';

export interface RegistryRejection {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  reason: RegistryRejectReason;
}

export interface ParsedRegistry {
  entries: (RegistryEntry & { line: number })[];
  rejected: RegistryRejection[];
}

/**
 * 'yes'/'no' as the issue writes them; Decision: also the club's own words and the usual flags
 * ('sí', 'si', 'bai', 'ez', 'true', 'false', '1', '0', 'x'), any case, since the file comes from a
 * spreadsheet someone typed.
 */
const YES = new Set(['yes', 'y', 'si', 'sí', 'bai', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'ez', 'false', '0', '']);

export function parseActive(v: string): boolean | null {
  const s = v.trim().toLowerCase();
  if (YES.has(s)) return true;
  if (NO.has(s)) return false;
  return null;
}

/** A member number as the registry writes it: exactly 5 digits (leading zeros kept), not 00000. */
export const parseMemberNumber = (v: string): number | null => {
  const r = memberIdSchema.safeParse(v);
  return r.success && r.data > 0 ? r.data : null;
};
/** A family code: exactly 2 digits. */
export const parseFamilyCode = (v: string): number | null => {
  const r = familyIdSchema.safeParse(v);
  return r.success ? r.data : null;
};

const name = (v: string): string | null => {
  const s = v.replace(/\s+/g, ' ').trim();
  return s.length >= 1 && s.length <= MAX_REGISTRY_NAME ? s : null;
};

/**
 * Reads the office's CSV: a header line naming the five columns `member_id, family_id,
 * first_name, last_name, active` (Decision: in any order, any case, extra columns ignored), then
 * one member a line; ',' or ';' separates (whichever the header uses), quotes as RFC 4180, a
 * byte-order mark and blank lines ignored. A line that breaks a rule is skipped and reported with
 * its line number and the first column at fault; a number that appears again later in the file is
 * reported as 'duplicate' (the first one counts). A file without the header is one rejection of
 * line 1 and no entries.
 */
export function parseRegistryCsv(text: string): ParsedRegistry {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: false });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(REGISTRY_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof REGISTRY_COLUMNS)[number], number>;
  if (REGISTRY_COLUMNS.some((c) => at[c] < 0)) return { entries: [], rejected: [{ line: 1, reason: 'header' }] };

  const entries: ParsedRegistry['entries'] = [];
  const rejected: RegistryRejection[] = [];
  const seen = new Set<number>();
  // papaparse keeps quoted line breaks inside a cell; count the file's lines as it goes so the
  // numbers reported are the ones the office sees in a text editor.
  let line = 1 + countBreaks(rows[0] ?? []);
  for (let i = 1; i < rows.length; i++) {
    const cells = rows[i]!;
    line += 1;
    const here = line;
    line += countBreaks(cells);
    if (cells.length === 1 && cells[0]!.trim() === '') continue;
    if (entries.length + rejected.length >= MAX_REGISTRY_IMPORT_ROWS) {
      rejected.push({ line: here, reason: 'too_many_rows' });
      break;
    }
    if (cells.length < header.length) {
      rejected.push({ line: here, reason: 'columns' });
      continue;
    }
    const cell = (c: (typeof REGISTRY_COLUMNS)[number]) => cells[at[c]] ?? '';
    const memberId = parseMemberNumber(cell('member_id'));
    if (memberId === null) {
      rejected.push({ line: here, reason: 'member_id' });
      continue;
    }
    const familyId = parseFamilyCode(cell('family_id'));
    if (familyId === null) {
      rejected.push({ line: here, reason: 'family_id' });
      continue;
    }
    const first = name(cell('first_name'));
    if (first === null) {
      rejected.push({ line: here, reason: 'first_name' });
      continue;
    }
    const last = name(cell('last_name'));
    if (last === null) {
      rejected.push({ line: here, reason: 'last_name' });
      continue;
    }
    const active = parseActive(cell('active'));
    if (active === null) {
      rejected.push({ line: here, reason: 'active' });
      continue;
    }
    if (seen.has(memberId)) {
      rejected.push({ line: here, reason: 'duplicate' });
      continue;
    }
    seen.add(memberId);
    entries.push({ line: here, member_id: memberId, family_id: familyId, first_name: first, last_name: last, active });
  }
  return { entries, rejected };
}

const countBreaks = (cells: readonly string[]): number => cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 0);

export type RegistryField = 'family_id' | 'first_name' | 'last_name' | 'active';

export interface RegistryChange {
  member_id: number;
  line: number;
  /** The fields the import changes, with their values before and after. */
  fields: { field: RegistryField; before: string | number | boolean; after: string | number | boolean }[];
}

export interface RegistryPreview {
  /** Numbers the registry does not list yet. */
  added: (RegistryEntry & { line: number })[];
  /** Numbers listed whose row the import changes. */
  changed: RegistryChange[];
  /** Numbers listed exactly as the file has them. */
  unchanged: number;
  rejected: RegistryRejection[];
}

const FIELDS: RegistryField[] = ['family_id', 'first_name', 'last_name', 'active'];

/**
 * What an import will do to the registry, line by line (the preview the office reads before
 * importing). Decision: numbers the registry lists and the file does not are left as they are
 * (an import adds and updates; the office deactivates a member by hand or with active 'no').
 */
export function previewRegistryImport(parsed: ParsedRegistry, existing: ReadonlyMap<number, RegistryEntry>): RegistryPreview {
  const added: RegistryPreview['added'] = [];
  const changed: RegistryChange[] = [];
  let unchanged = 0;
  for (const e of parsed.entries) {
    const before = existing.get(e.member_id);
    if (!before) {
      added.push(e);
      continue;
    }
    const fields = FIELDS.filter((f) => before[f] !== e[f]).map((f) => ({ field: f, before: before[f], after: e[f] }));
    if (fields.length === 0) unchanged += 1;
    else changed.push({ member_id: e.member_id, line: e.line, fields });
  }
  return { added, changed, unchanged, rejected: parsed.rejected };
}

/** The largest member number there is (5 digits). */
export const MAX_MEMBER_NUMBER = 10 ** MIN.memberIdDigits - 1;

/**
 * The number the office's validation gives a new member (issue 17): one never used by any person
 * nor listed in the registry. Decision: the next after the highest in use, as the club numbers
 * its members in order of joining; when that passes 99999, the lowest free one. Null when every
 * 5-digit number is taken.
 */
export function nextMemberNumber(inUse: Iterable<number>): number | null {
  const used = new Set<number>();
  let max = 0;
  for (const n of inUse) {
    if (n > 0) {
      used.add(n);
      if (n > max) max = n;
    }
  }
  if (max < MAX_MEMBER_NUMBER) return max + 1;
  for (let n = 1; n <= MAX_MEMBER_NUMBER; n++) if (!used.has(n)) return n;
  return null;
}

/**
 * The family code of a newly validated member (Decision): the family code is the person's place
 * in their family (the rule the family forms follow: 00 is no place, one place per person), so
 * the office's validation gives the lowest code from 01 that nobody else of the family holds. A
 * person who already has a code keeps it. Null when 01-99 are all taken.
 */
export function nextFamilyCode(own: number, familyCodesOfOthers: Iterable<number>): number | null {
  if (own > 0) return own;
  const used = new Set(familyCodesOfOthers);
  for (let n = 1; n < 10 ** MIN.familyIdDigits; n++) if (!used.has(n)) return n;
  return null;
}
