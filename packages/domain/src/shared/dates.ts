/** The club's calendar is Europe/Madrid; rules that depend on "today" take this day. */
/*
 * Worked out by arithmetic rather than with Intl.DateTimeFormat's time zones: the first formatter
 * with a time zone costs about 15 ms of loading calendar data (60 ms on a phone), a long task in
 * the middle of hydrating the course pages, which read "today" as they render.
 *
 * Decision: Madrid's rule as the EU has had it since 1996 (CET, UTC+1; summer time, UTC+2, from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October). The test
 * checks it against Intl for every hour around each change from 1996 to 2040; if the EU drops
 * summer time, this is the one place to change.
 */
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU's clocks change. */
const lastSundayChange = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/** Madrid's offset from UTC at an instant, in hours: 2 in summer time, else 1. */
const madridOffsetHours = (now: Date): 1 | 2 => {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  return t >= lastSundayChange(year, 2) && t < lastSundayChange(year, 9) ? 2 : 1;
};

/** The Europe/Madrid calendar day of an instant, as ISO `YYYY-MM-DD`. */
export const madridDate = (now: Date): string => new Date(now.getTime() + madridOffsetHours(now) * HOUR).toISOString().slice(0, 10);

/** The Europe/Madrid clock time of an instant, `HH:MM`. */
export const madridTime = (now: Date): string => new Date(now.getTime() + madridOffsetHours(now) * HOUR).toISOString().slice(11, 16);

/**
 * The Europe/Madrid calendar day of an instant as a Date at noon UTC, the form the age rules
 * (which read UTC date parts) expect.
 */
export const madridToday = (now: Date): Date => new Date(`${madridDate(now)}T12:00:00Z`);

/** The API's "no date" (spec 001 §3: `date_end` 0000-01-01 means none). */
export const NO_DATE = '0000-01-01';

/** Whether a date is set: not empty and not the "no date" value. */
export const isSetDate = (d: string | null | undefined): d is string => !!d && d !== NO_DATE;
