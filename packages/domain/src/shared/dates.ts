/** The club's calendar is Europe/Madrid; rules that depend on "today" take this day. */
// Made on first use, not when the module loads: the first date formatter of a page costs tens
// of milliseconds on a phone (the calendar data), a long task in the middle of loading a page
// that imports the rules but shows no date.
let madridDay: Intl.DateTimeFormat | undefined;

/** The Europe/Madrid calendar day of an instant, as ISO `YYYY-MM-DD`. */
export const madridDate = (now: Date): string =>
  (madridDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })).format(
    now,
  );

/**
 * The Europe/Madrid calendar day of an instant as a Date at noon UTC, the form the age rules
 * (which read UTC date parts) expect.
 */
export const madridToday = (now: Date): Date => new Date(`${madridDate(now)}T12:00:00Z`);

/** The API's "no date" (spec 001 §3: `date_end` 0000-01-01 means none). */
export const NO_DATE = '0000-01-01';

/** Whether a date is set: not empty and not the "no date" value. */
export const isSetDate = (d: string | null | undefined): d is string => !!d && d !== NO_DATE;
