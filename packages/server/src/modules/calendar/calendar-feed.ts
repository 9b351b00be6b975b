import { planCourseEvents } from '@club/domain/documents/calendar.rules';
import { POOL_NAMES } from '@club/domain/shared/pools';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventRepeatingFreq, type ICalWeekday } from 'ical-generator';
import type { SeatedSignup } from './calendar.repository.js';

export const CLUB_TIME_ZONE = 'Europe/Madrid';

type Lang = 'es' | 'eus' | 'en';

const TEXTS = {
  calendar: { es: 'Club Natación Getxo · Mi familia', eus: 'Getxo Igeriketa Kluba · Nire familia', en: 'Club Natación Getxo · My family' },
  schedule: { es: 'Horario', eus: 'Ordutegia', en: 'Schedule' },
  pool: { es: 'Piscina', eus: 'Igerilekua', en: 'Pool' },
  pending: { es: 'Inscripción pendiente de pago', eus: 'Izen-ematea ordaintzeke', en: 'Signup pending payment' },
} as const;

/** The UTC instant of a wall-clock time in Madrid (the offset of that day, CET or CEST). */
export function madridWallToUtc(day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  const offsetMinutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
  return new Date(asUtc.getTime() - offsetMinutes * 60_000);
}

const nextDay = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const title = (s: SeatedSignup, lang: Lang): string => (lang === 'eus' ? s.titleEus : lang === 'en' ? s.titleEn : '') || s.titleEs;

/**
 * The family's calendar (iCalendar, RFC 5545) built with ical-generator: one event, usually
 * weekly recurring, per signup with a seat (see planCourseEvents for the shapes). Times are
 * wall-clock times in Europe/Madrid (with its VTIMEZONE); the recurrence ends at the end of the
 * course's last day (UNTIL in UTC, as RFC 5545 asks when DTSTART has a TZID). Titles and texts in
 * the holder's language.
 */
export function buildFamilyCalendar(signups: readonly SeatedSignup[], opts: { lang: Lang; host: string; now: Date }): string {
  const { lang } = opts;
  const cal = ical({
    name: TEXTS.calendar[lang],
    prodId: { company: 'cngetxo.eus', product: 'family-calendar', language: lang === 'eus' ? 'EU' : lang.toUpperCase() },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 6 * 3600,
  });
  for (const s of signups) {
    const schedule = s.variantSchedule ?? s.courseSchedule;
    // A group's days, or (issue 20) the course's own days when it has no groups.
    const plan = planCourseEvents({ date: s.date, dateEnd: s.dateEnd, selectedDays: s.selectedDays ?? s.courseDays, schedule });
    if (!plan) continue;
    const pool = s.poolId ? POOL_NAMES[s.poolId] : undefined;
    const description = [
      schedule ? `${TEXTS.schedule[lang]}: ${schedule}` : '',
      pool ? `${TEXTS.pool[lang]}: ${pool}` : '',
      s.status === 0 ? TEXTS.pending[lang] : '',
    ]
      .filter(Boolean)
      .join('\n');
    const common = {
      id: `signup-${s.signupId}@${opts.host}`,
      stamp: opts.now,
      lastModified: s.updatedAt,
      summary: `${title(s, lang)} · ${s.personFirstName}`,
      description,
      location: pool ?? ((lang === 'eus' ? s.courseLocationEus : '') || s.courseLocation || null),
    };
    const until = madridWallToUtc('lastDay' in plan ? plan.lastDay : plan.day, '23:59:59');
    const byDay = (days: string[]) => days.map((d) => d as ICalWeekday);
    switch (plan.kind) {
      case 'weekly-timed':
        cal.createEvent({
          ...common,
          timezone: CLUB_TIME_ZONE,
          start: `${plan.firstDay}T${plan.times.start}:00`,
          end: `${plan.firstDay}T${plan.times.end}:00`,
          repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: byDay(plan.days), until },
        });
        break;
      case 'weekly-all-day':
        cal.createEvent({
          ...common,
          allDay: true,
          start: plan.firstDay,
          end: nextDay(plan.firstDay),
          repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: byDay(plan.days), until },
        });
        break;
      case 'single-timed':
        cal.createEvent({
          ...common,
          timezone: CLUB_TIME_ZONE,
          start: `${plan.day}T${plan.times.start}:00`,
          end: `${plan.day}T${plan.times.end}:00`,
        });
        break;
      case 'span-all-day':
        cal.createEvent({ ...common, allDay: true, start: plan.firstDay, end: nextDay(plan.lastDay) });
        break;
    }
  }
  return cal.toString();
}
