/** The club's calendar is Europe/Madrid; rules that depend on "today" take this day. */
const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Europe/Madrid calendar day of an instant, as ISO `YYYY-MM-DD`. */
export const madridDate = (now: Date): string => madridDay.format(now);

/**
 * The Europe/Madrid calendar day of an instant as a Date at noon UTC, the form the age rules
 * (which read UTC date parts) expect.
 */
export const madridToday = (now: Date): Date => new Date(`${madridDate(now)}T12:00:00Z`);
