import { ageInMonths } from '../auth/auth.rules.js';
import { madridDate, madridTime, madridToday } from '../shared/dates.js';
import type { ExamSchedules, LastMe, PendingCtransaction } from './requests.schemas.js';

/**
 * The medical exam (spec 001 §4 medical exam, §5 medical exam, §9 fee and availability). Pure:
 * today and the person are parameters.
 */

/** 24,00 € (spec 001 §9). */
export const MEDICAL_EXAM_FEE_CENTS = 2400;

/** Minimum ages in months (spec 001 §5: the texts say over 11 and over 12 years). */
export const EXAM_MIN_MONTHS = { 0: 132, 1: 144 } as const;

export interface ExamPerson {
  /** 0, 1, or 2 unknown. */
  genre: number;
  date_of_birth: string | null;
  gibke_membership_state: number;
}

export type ExamRefusal = 'not_member' | 'data_missing' | 'too_young';

/**
 * Whether the person may ask for the exam: a club member (membership state above 0, spec 001
 * §5), genre 0 from 132 months and genre 1 from 144 months of age today; genre 2 (unknown) or no
 * birth date asks to update the person's data first.
 */
export function examRefusal(p: ExamPerson, now: Date): ExamRefusal | null {
  if (!(p.gibke_membership_state > 0)) return 'not_member';
  if ((p.genre !== 0 && p.genre !== 1) || !p.date_of_birth) return 'data_missing';
  const months = ageInMonths(p.date_of_birth, madridToday(now));
  return months < (p.genre === 0 ? EXAM_MIN_MONTHS[0] : EXAM_MIN_MONTHS[1]) ? 'too_young' : null;
}

/**
 * One booking from today on (spec 001 §4: the request button hides while a request exists):
 * a booking whose day is today or later blocks another.
 */
export const isBookingCurrent = (bookingDate: string, today: string): boolean => bookingDate >= today;

/**
 * Why the office cannot cancel an exam appointment, or null when it can: only one still ahead
 * (its day and time, Europe/Madrid, after now) and not yet marked came / did not come. Decision:
 * an appointment of today whose hour has not come is still cancellable (the doctor may call off
 * the afternoon); one marked by the office is history even if marked early.
 */
export function examCancelRefusal(b: { date: string; time: string; attended: number | null }, now: Date): 'attended' | 'past' | null {
  if (b.attended !== null) return 'attended';
  return `${b.date} ${b.time}` > `${madridDate(now)} ${madridTime(now)}` ? null : 'past';
}

/** Slots are offered and booked from today on (dates compared as ISO days, Europe/Madrid). */
export const isSlotBookable = (slotDate: string, today: string): boolean => slotDate >= today;

/** Availability words (spec 001 §9): more than 2 places plenty, 1-2 few left, 0 none. */
export type Availability = 'plenty' | 'few' | 'none';
export const availabilityOf = (placesLeft: number): Availability => (placesLeft > 2 ? 'plenty' : placesLeft >= 1 ? 'few' : 'none');

/** A slot with no place left cannot be chosen (spec 001 §4). */
export const isSlotSelectable = (placesLeft: number): boolean => placesLeft > 0;

export interface ExamSlot {
  date: string;
  time: string;
  places: number;
  availability: Availability;
}

/** The days of a schedule in order, each with its slots in time order (the assistant shows them by day); a day without slots is left out. */
export function examDaysInOrder(s: ExamSchedules): { date: string; slots: ExamSlot[] }[] {
  return Object.keys(s)
    .sort()
    .map((date) => ({
      date,
      slots: Object.keys(s[date] ?? {})
        .sort()
        .map((time) => {
          const places = s[date]?.[time] ?? 0;
          return { date, time, places, availability: availabilityOf(places) };
        }),
    }))
    .filter((d) => d.slots.length > 0);
}

/** The slots of a schedule in date and time order, each with its places and availability. */
export const examSlotsInOrder = (s: ExamSchedules): ExamSlot[] => examDaysInOrder(s).flatMap((d) => d.slots);

/** The exam assistant's steps (spec 001 §4): 0 data, 1 pick slot, 2 confirm and pay. */
export const EXAM_STEP = { data: 0, slot: 1, confirm: 2 } as const;
export type ExamStep = (typeof EXAM_STEP)[keyof typeof EXAM_STEP];

/** "Next" is enabled at step 0 when the person may ask, and at step 1 only once a slot with places is chosen. */
export function canLeaveExamStep(step: ExamStep, ctx: { refusal: ExamRefusal | null; chosenPlaces: number | null }): boolean {
  if (step === EXAM_STEP.data) return ctx.refusal === null;
  if (step === EXAM_STEP.slot) return ctx.chosenPlaces !== null && isSlotSelectable(ctx.chosenPlaces);
  return false;
}

/** Unpaid exam bookings of the person (pending_ctransactions type 0). */
export const unpaidExamIds = (pending: readonly PendingCtransaction[]): number[] => pending.filter((t) => t.type === 0).map((t) => t.id);

/**
 * The exam request button shows when no booking exists from today on and no exam payment pends
 * (spec 001 §4).
 */
export const showExamRequestButton = (
  p: { last_me: LastMe; pending_ctransactions: readonly PendingCtransaction[] },
  today: string,
): boolean => !(p.last_me && isBookingCurrent(p.last_me.date, today)) && unpaidExamIds(p.pending_ctransactions).length === 0;

/** Most slots one "create a day's slots" call makes (every 5 minutes over 24 hours). */
export const MAX_SLOTS_PER_DAY = 288;

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * A day's slot times for the office (console "create a day's slots in one go"): from `from`
 * included, one every `everyMinutes`, each starting before `to`. Empty when the range is empty.
 */
export function slotTimesBetween(from: string, to: string, everyMinutes: number): string[] {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 5) return [];
  const times: string[] = [];
  for (let m = toMinutes(from); m < toMinutes(to) && times.length < MAX_SLOTS_PER_DAY; m += everyMinutes) times.push(toHhmm(m));
  return times;
}

/** The office's "a day's slots" form: every so many minutes (5 to 240) and places per slot (1 to 500). */
export const SLOT_EVERY_RANGE = { min: 5, max: 240 } as const;
export const SLOT_PLACES_RANGE = { min: 1, max: 500 } as const;

/**
 * Which fields of the day's-slots form are wrong, never a silent correction: a step of −5
 * minutes once became 5 (the number field clamped it) and made a dozen slots nobody wanted.
 */
export function examDayFormProblems(f: { every: unknown; places: unknown }): { every?: 'invalid'; places?: 'invalid' } {
  const whole = (v: unknown, r: { min: number; max: number }) => typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
  return {
    ...(whole(f.every, SLOT_EVERY_RANGE) ? {} : { every: 'invalid' as const }),
    ...(whole(f.places, SLOT_PLACES_RANGE) ? {} : { places: 'invalid' as const }),
  };
}
