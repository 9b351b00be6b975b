import { paymentStatusOf, type PaymentStatus } from '../account/account.rules.js';
import type { Language } from '../shared/constants.js';

/**
 * Labels and colours of the activities area (spec 001 §4, §9). The web's i18n files carry the
 * visible texts under the keys given here; the Spanish and Basque texts are also here for the
 * server's mails, which are written in the member's language without the web.
 */

/** Bootstrap-like colour names the web maps to its theme. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'dark';

/**
 * Remaining seats of an activity variant (spec 001 §9): over 5 green, 3 to 5 warning, 2 or fewer
 * danger; 0 or fewer means the next signup goes to the waiting list.
 */
export function activitySeatTone(seats: number): { tone: Tone; waitingList: boolean } {
  return { tone: seats > 5 ? 'success' : seats >= 3 ? 'warning' : 'danger', waitingList: seats <= 0 };
}

/** Remaining seats of a season level variant (spec 001 §9): under 4 red, under 7 warning, else green. */
export const seasonSeatTone = (seats: number): Tone => (seats < 4 ? 'danger' : seats < 7 ? 'warning' : 'success');

export interface StatusLabel {
  /** i18n key, e.g. `signupStatus.1`. */
  key: string;
  tone: Tone;
  es: string;
  eus: string;
}

/** Course signup status 0-5 (spec 001 §4). */
export const SIGNUP_STATUS_LABELS: readonly StatusLabel[] = [
  { key: 'signupStatus.0', tone: 'info', es: 'Pendiente', eus: 'Zain' },
  { key: 'signupStatus.1', tone: 'success', es: 'Plaza asignada', eus: 'Plaza esleitua' },
  { key: 'signupStatus.2', tone: 'danger', es: 'Hay un problema en la inscripción', eus: 'Arazo bat dago izen-ematean' },
  { key: 'signupStatus.3', tone: 'warning', es: 'En lista de espera', eus: 'Itxaron-zerrendan' },
  { key: 'signupStatus.4', tone: 'dark', es: 'Actividad abandonada', eus: 'Jarduera utzita' },
  { key: 'signupStatus.5', tone: 'dark', es: 'Actividad finalizada', eus: 'Jarduera amaituta' },
];

/** The label of a signup status; an unknown status reads as pending (info) with its own key. */
export const signupStatusLabel = (status: number): StatusLabel =>
  SIGNUP_STATUS_LABELS[status] ?? { ...SIGNUP_STATUS_LABELS[0]!, key: `signupStatus.unknown` };

/** The same statuses in the family view (spec 001 §4): pending, in place, contact us, waiting list, abandoned, end of cycle. */
export const FAMILY_STATUS_LABELS: readonly StatusLabel[] = [
  { key: 'familyStatus.0', tone: 'info', es: 'Pendiente', eus: 'Zain' },
  { key: 'familyStatus.1', tone: 'success', es: 'En plaza', eus: 'Plazan' },
  { key: 'familyStatus.2', tone: 'danger', es: 'Contacta con nosotros', eus: 'Jarri gurekin harremanetan' },
  { key: 'familyStatus.3', tone: 'warning', es: 'Lista de espera', eus: 'Itxaron-zerrenda' },
  { key: 'familyStatus.4', tone: 'dark', es: 'Abandonada', eus: 'Utzita' },
  { key: 'familyStatus.5', tone: 'dark', es: 'Fin de ciclo', eus: 'Zikloaren amaiera' },
];
export const familyStatusLabel = (status: number): StatusLabel =>
  FAMILY_STATUS_LABELS[status] ?? { ...FAMILY_STATUS_LABELS[0]!, key: 'familyStatus.unknown' };

/**
 * The payment status key: `paymentStatus.pending` (0), `paymentStatus.completed` (1), the card
 * provider's code (`SIS190`, its text in the locale files) or `paymentStatus.unknown` ('Estado
 * desconocido ({code})'). The parsing is account.rules' `paymentStatusOf`.
 */
export function paymentStatusKey(status: string | number | null | undefined): { key: string; code?: string; status: PaymentStatus } {
  const s = paymentStatusOf(status);
  if (s.kind === 'pending') return { key: 'paymentStatus.pending', status: s };
  if (s.kind === 'completed') return { key: 'paymentStatus.completed', status: s };
  if (s.kind === 'provider') return { key: s.code, code: s.code, status: s };
  return { key: 'paymentStatus.unknown', code: s.code, status: s };
}

/** Day names 0-6, Monday first (spec 001 §3, §9). */
export const DAY_NAMES: Record<Language, readonly string[]> = {
  es: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
  eus: ['Astelehena', 'Asteartea', 'Asteazkena', 'Osteguna', 'Ostirala', 'Larunbata', 'Igandea'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** The name of day 0-6 (Monday first); '' for anything else. */
export const dayName = (day: number, lang: Language): string => DAY_NAMES[lang][day] ?? '';

export { POOL_NAMES, poolName } from '../shared/pools.js';
