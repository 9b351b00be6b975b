/** The club's calendar is Europe/Madrid; rules that depend on "today" take this day. */
const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Europe/Madrid calendar day of an instant, as ISO `YYYY-MM-DD`. */
export const madridDate = (now: Date): string => madridDay.format(now);

/**
 * The Europe/Madrid calendar day of an instant as a Date at noon UTC, the form the age rules
 * (which read UTC date parts) expect.
 */
export const madridToday = (now: Date): Date => new Date(`${madridDate(now)}T12:00:00Z`);

/** The API's "no date" (spec 001 §3: `date_end` 0000-01-01 means none). */
export const NO_DATE = '0000-01-01';

/** Whether a date is set: not empty and not the "no date" value. */
export const isSetDate = (d: string | null | undefined): d is string => !!d && d !== NO_DATE;
