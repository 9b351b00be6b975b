/**
 * How a course variant becomes calendar events (the family's `.ics` feed): its days (0-6,
 * Monday first, spec 001 §3 Variant), its schedule text and the course's date range.
 */

export interface TimeRange {
  /** 'HH:MM', 24-hour. */
  start: string;
  end: string;
}

/** iCalendar weekday codes in the spec's order (0 Monday ... 6 Sunday). */
export const ICAL_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type IcalWeekday = (typeof ICAL_WEEKDAYS)[number];

/** Pool names by poolID (1 Fadura, 2 Gobela). */
export const POOL_NAMES: Readonly<Record<number, string>> = { 1: 'Fadura', 2: 'Gobela' };

const hhmm = (h: string, m: string | undefined): string | null => {
  const hour = Number(h);
  const minute = Number(m ?? '0');
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/**
 * Reads the first time range of a schedule text: '17:30-18:30', '17.30 - 18.30', '9:00-13:30',
 * '17h30-18h30', '17:30 a 18:30', 'L-V 9:00-13:30', 'Sábados 16:00-18:00'. A lone start time
 * ('10:30') becomes a one-hour range. Null when no time can be read ('', 'L-V', 'mañanas') or
 * when the range ends before it starts.
 */
export function parseScheduleTimes(schedule: string): TimeRange | null {
  const time = String.raw`(\d{1,2})(?:[:.h'](\d{2}))?`;
  const range = new RegExp(String.raw`(?:^|[^\d])${time}\s*(?:-|–|—|a|to|/)\s*${time}(?![\d])`, 'i').exec(schedule);
  if (range && (range[2] !== undefined || range[4] !== undefined)) {
    const start = hhmm(range[1]!, range[2]);
    const end = hhmm(range[3]!, range[4]);
    if (start && end && end > start) return { start, end };
    return null;
  }
  const single = /(?:^|[^\d])(\d{1,2})[:.h](\d{2})(?![\d])/.exec(schedule);
  if (!single) return null;
  const start = hhmm(single[1]!, single[2]);
  if (!start) return null;
  const endHour = Number(start.slice(0, 2)) + 1;
  if (endHour > 23) return null;
  return { start, end: `${String(endHour).padStart(2, '0')}${start.slice(2)}` };
}

/** The iCalendar weekdays of selected_days, in week order, ignoring anything outside 0-6. */
export function icalWeekdays(selectedDays: readonly number[]): IcalWeekday[] {
  return [...new Set(selectedDays)]
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    .sort((a, b) => a - b)
    .map((d) => ICAL_WEEKDAYS[d]!);
}

/** 0 Monday ... 6 Sunday for an ISO date. */
export const mondayFirstWeekday = (iso: string): number => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

const addDays = (iso: string, n: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The first day on or after `from` that falls on one of the days, and not after `until` (null
 * when none does). A recurring event must start on one of its own occurrences.
 */
export function firstClassDay(from: string, selectedDays: readonly number[], until: string | null): string | null {
  const days = new Set(selectedDays);
  if (days.size === 0) return null;
  for (let i = 0; i < 7; i += 1) {
    const day = addDays(from, i);
    if (until !== null && day > until) return null;
    if (days.has(mondayFirstWeekday(day))) return day;
  }
  return null;
}

export type CourseEventPlan =
  /** Weekly on the days, at the times, from the first class day to the course's end. */
  | { kind: 'weekly-timed'; firstDay: string; lastDay: string; days: IcalWeekday[]; times: TimeRange }
  /** Weekly on the days, all day (the schedule could not be read). */
  | { kind: 'weekly-all-day'; firstDay: string; lastDay: string; days: IcalWeekday[] }
  /** One day at the times (a one-day activity). */
  | { kind: 'single-timed'; day: string; times: TimeRange }
  /** One all-day block from the first to the last day (no days known). */
  | { kind: 'span-all-day'; firstDay: string; lastDay: string };

/**
 * Decides how a course variant is shown in a calendar.
 * Decisions: a course without an end date is a one-day activity on its date; a variant without
 * days (or a course without variants) is one all-day block over its dates, the schedule text
 * going in the description; a schedule that cannot be read gives all-day events on its days
 * rather than invented hours; null when no class day falls inside the dates.
 */
export function planCourseEvents(input: {
  date: string;
  dateEnd: string | null;
  selectedDays: readonly number[];
  schedule: string;
}): CourseEventPlan | null {
  const times = parseScheduleTimes(input.schedule);
  const lastDay = input.dateEnd !== null && input.dateEnd >= input.date ? input.dateEnd : input.date;
  const days = icalWeekdays(input.selectedDays);
  if (lastDay === input.date) {
    return times ? { kind: 'single-timed', day: input.date, times } : { kind: 'span-all-day', firstDay: input.date, lastDay };
  }
  if (days.length === 0) return { kind: 'span-all-day', firstDay: input.date, lastDay };
  const firstDay = firstClassDay(input.date, input.selectedDays, lastDay);
  if (!firstDay) return null;
  return times ? { kind: 'weekly-timed', firstDay, lastDay, days, times } : { kind: 'weekly-all-day', firstDay, lastDay, days };
}
