import { describe, expect, it } from 'vitest';
import { examDaySlotsBodySchema, examSlotsBodySchema, licenceRequestsQuerySchema } from './office.schemas.js';
import { examScheduleBodySchema, mbreqQuerySchema, requestLicenseBodySchema } from './requests.schemas.js';

describe('request_license body', () => {
  it('accepts booleans and 1/0, as numbers or strings', () => {
    expect(requestLicenseBodySchema.parse({ user_id: '5', local: 1, state: 0 })).toEqual({ user_id: 5, local: true, state: false });
    expect(requestLicenseBodySchema.parse({ user_id: 5, local: 'true', state: '1' })).toEqual({ user_id: 5, local: true, state: true });
    expect(requestLicenseBodySchema.parse({ user_id: 5 })).toEqual({ user_id: 5, local: false, state: false });
  });
  it('refuses other values and a bad person id', () => {
    expect(requestLicenseBodySchema.safeParse({ user_id: 5, local: 2 }).success).toBe(false);
    expect(requestLicenseBodySchema.safeParse({ user_id: 5, local: 'yes' }).success).toBe(false);
    expect(requestLicenseBodySchema.safeParse({ user_id: -1, local: true }).success).toBe(false);
  });
});

describe('get_mbreq query', () => {
  it('reads absent, empty and 0 ids as not named', () => {
    expect(mbreqQuerySchema.parse({ id: '3', terid: '7' })).toEqual({ id: 3, terid: 7, stid: null });
    expect(mbreqQuerySchema.parse({ id: '3', terid: '', stid: '0' })).toEqual({ id: 3, terid: null, stid: null });
    expect(mbreqQuerySchema.safeParse({ id: '3', terid: 'x' }).success).toBe(false);
  });
});

describe('medical_exam_schedule body', () => {
  it('takes a real day and an HH:MM time', () => {
    expect(examScheduleBodySchema.parse({ user_id: 1, date: '2026-12-01', time: '9:30' })).toEqual({
      user_id: 1,
      date: '2026-12-01',
      time: '09:30',
    });
    expect(examScheduleBodySchema.safeParse({ user_id: 1, date: '2026-02-30', time: '09:30' }).success).toBe(false);
    expect(examScheduleBodySchema.safeParse({ user_id: 1, date: '2026-12-01', time: '24:00' }).success).toBe(false);
  });
});

describe('office slot bodies', () => {
  it('takes one slot or a day of times', () => {
    expect(examSlotsBodySchema.parse({ date: '2026-12-01', time: '10:00', places: 4 })).toEqual({
      date: '2026-12-01',
      time: '10:00',
      places: 4,
    });
    const day = examSlotsBodySchema.parse({ date: '2026-12-01', times: ['10:00', '10:15'], places: '3' });
    expect(day).toEqual({ date: '2026-12-01', times: ['10:00', '10:15'], places: 3 });
    expect(examDaySlotsBodySchema.safeParse({ date: '2026-12-01', times: [], places: 3 }).success).toBe(false);
    expect(examSlotsBodySchema.safeParse({ date: '2026-12-01', time: '10:00', places: 0 }).success).toBe(false);
  });

  it('reads list filters', () => {
    expect(licenceRequestsQuerySchema.parse({ processed: '0' })).toEqual({ processed: 0, paid: null, q: '', page: 1 });
  });
});
