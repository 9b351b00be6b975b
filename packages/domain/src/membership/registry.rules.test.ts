import { describe, expect, it } from 'vitest';
import {
  nextFamilyCode,
  nextMemberNumber,
  parseActive,
  parseRegistryCsv,
  previewRegistryImport,
  type RegistryEntry,
} from './registry.rules.js';

describe('reading the registry CSV', () => {
  it('reads the office’s file with commas, and with semicolons', () => {
    const comma = parseRegistryCsv(
      'member_id,family_id,first_name,last_name,active\r\n01234,01,Ane,Etxeberria,yes\r\n02345,02,Jon,Agirre,no\r\n',
    );
    expect(comma.rejected).toEqual([]);
    expect(comma.entries).toEqual([
      { line: 2, member_id: 1234, family_id: 1, first_name: 'Ane', last_name: 'Etxeberria', active: true },
      { line: 3, member_id: 2345, family_id: 2, first_name: 'Jon', last_name: 'Agirre', active: false },
    ]);
    const semi = parseRegistryCsv('\uFEFFmember_id;family_id;first_name;last_name;active\n01234;01;"Ane, María";Etxeberria;YES\n');
    expect(semi.entries[0]).toMatchObject({ member_id: 1234, first_name: 'Ane, María', active: true });
  });
  it('reports each bad line with its number and the column at fault, and keeps the good ones', () => {
    const csv = [
      'member_id,family_id,first_name,last_name,active',
      '1234,01,Ane,Etxeberria,yes',
      '01234,1,Ane,Etxeberria,yes',
      '00000,01,Ane,Etxeberria,yes',
      '12345,01,,Etxeberria,yes',
      '12345,01,Ane,,yes',
      '12345,01,Ane,Etxeberria,maybe',
      '12345,01,Ane',
      '',
      '12345,01,Ane,Etxeberria,yes',
      '12345,02,Jon,Agirre,no',
    ].join('\n');
    const r = parseRegistryCsv(csv);
    expect(r.rejected).toEqual([
      { line: 2, reason: 'member_id' },
      { line: 3, reason: 'family_id' },
      { line: 4, reason: 'member_id' },
      { line: 5, reason: 'first_name' },
      { line: 6, reason: 'last_name' },
      { line: 7, reason: 'active' },
      { line: 8, reason: 'columns' },
      { line: 11, reason: 'duplicate' },
    ]);
    expect(r.entries).toEqual([{ line: 10, member_id: 12345, family_id: 1, first_name: 'Ane', last_name: 'Etxeberria', active: true }]);
  });
  it('counts the lines of a quoted cell that spans two', () => {
    const r = parseRegistryCsv('member_id,family_id,first_name,last_name,active\n11111,01,"Ane\nMari",Etxe,yes\n2,01,Jon,Agirre,no\n');
    expect(r.rejected).toEqual([{ line: 4, reason: 'member_id' }]);
  });
  it('takes the columns in any order and refuses a file without the header', () => {
    expect(parseRegistryCsv('Active,Last_Name,First_Name,Family_ID,Member_ID\nno,Agirre,Jon,02,02345').entries[0]).toMatchObject({
      member_id: 2345,
      active: false,
    });
    expect(parseRegistryCsv('01234,01,Ane,Etxeberria,yes')).toEqual({ entries: [], rejected: [{ line: 1, reason: 'header' }] });
    expect(parseRegistryCsv('')).toEqual({ entries: [], rejected: [{ line: 1, reason: 'header' }] });
  });
  it('reads yes and no in the club’s languages', () => {
    expect(['yes', 'Sí', 'bai', '1', 'TRUE'].map(parseActive)).toEqual([true, true, true, true, true]);
    expect(['no', 'ez', '0', 'false'].map(parseActive)).toEqual([false, false, false, false]);
    expect(parseActive('quizás')).toBeNull();
  });
});

describe('the preview of an import', () => {
  it('says what is new, what changes field by field and what stays', () => {
    const existing = new Map<number, RegistryEntry>([
      [1234, { member_id: 1234, family_id: 1, first_name: 'Ane', last_name: 'Etxeberria', active: true }],
      [2345, { member_id: 2345, family_id: 2, first_name: 'Jon', last_name: 'Agirre', active: true }],
    ]);
    const parsed = parseRegistryCsv(
      'member_id,family_id,first_name,last_name,active\n01234,01,Ane,Etxeberria,yes\n02345,02,Jon,Agirre,no\n03456,01,Miren,Zubia,yes\nx,01,A,B,yes\n',
    );
    const p = previewRegistryImport(parsed, existing);
    expect(p.unchanged).toBe(1);
    expect(p.changed).toEqual([{ member_id: 2345, line: 3, fields: [{ field: 'active', before: true, after: false }] }]);
    expect(p.added.map((a) => a.member_id)).toEqual([3456]);
    expect(p.rejected).toEqual([{ line: 5, reason: 'member_id' }]);
  });
});

describe('the numbers the office gives a validated member', () => {
  it('gives the next member number after the highest used or listed', () => {
    expect(nextMemberNumber([])).toBe(1);
    expect(nextMemberNumber([120, 4500, 0, 37])).toBe(4501);
  });
  it('fills a gap once the numbers reach 99999', () => {
    expect(nextMemberNumber([99_999, 1, 2, 4])).toBe(3);
  });
  it('gives the lowest family code from 01 nobody of the family holds, and keeps one already held', () => {
    expect(nextFamilyCode(0, [])).toBe(1);
    expect(nextFamilyCode(0, [1, 2, 4])).toBe(3);
    expect(nextFamilyCode(5, [1, 2])).toBe(5);
  });
});
