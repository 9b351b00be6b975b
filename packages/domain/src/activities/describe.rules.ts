import type { ItemDescription, ReceiptLine } from '../payments/receipt.rules.js';
import { poolName } from '../shared/pools.js';
import type { PriceBreakdown } from './pricing.rules.js';
import { dayInWords, scheduleInWords } from './words.rules.js';

// The days follow the pool or the place: "Grupo: Fadura, martes y jueves, 17:00-18:00".
const MID = { midSentence: true } as const;

/**
 * A course ticket described for its receipt, its confirmation page and its paid mail (issue 20,
 * point 3), in Spanish and Basque: the course, the person, the group (pool, days, hours), the
 * start date and each line of its price (pricing.rules' breakdown, as the enrolment stored it).
 */
export interface CourseTicketFacts {
  titleEs: string;
  titleEus: string;
  /** ISO first day. */
  startDate: string;
  person: string;
  group: { poolId: number; selectedDays: readonly number[]; schedule: string } | null;
  /** The course's own days and hours when it has no groups. */
  courseDays: readonly number[];
  courseSchedule: string;
  location: { es: string; eus: string };
  breakdown: Partial<PriceBreakdown>;
  options: readonly { es: string; eus: string }[];
  services: readonly { es: string; eus: string; quantity: number; amountCents: number }[];
  amountCents: number;
}

export function describeCourseTicket(f: CourseTicketFacts): ItemDescription {
  const details: { es: string; eus: string }[] = [];
  if (f.group) {
    const pool = poolName(f.group.poolId);
    details.push({
      es: `Grupo: ${[pool, scheduleInWords(f.group.selectedDays, f.group.schedule, 'es', MID)].filter(Boolean).join(', ')}`,
      eus: `Taldea: ${[pool, scheduleInWords(f.group.selectedDays, f.group.schedule, 'eus', MID)].filter(Boolean).join(', ')}`,
    });
  } else {
    const es = [f.location.es, scheduleInWords(f.courseDays, f.courseSchedule, 'es', MID)].filter(Boolean).join(', ');
    const eus = [f.location.eus || f.location.es, scheduleInWords(f.courseDays, f.courseSchedule, 'eus', MID)].filter(Boolean).join(', ');
    if (es) details.push({ es: `Lugar y horario: ${es}`, eus: `Lekua eta ordutegia: ${eus}` });
  }
  details.push({ es: `Empieza el ${dayInWords(f.startDate, 'es')}`, eus: `Hasiera: ${dayInWords(f.startDate, 'eus')}` });

  const b = f.breakdown;
  const lines: ReceiptLine[] = [];
  if ((b.baseCents ?? 0) > 0) lines.push({ es: 'Precio del curso', eus: 'Ikastaroaren prezioa', amountCents: b.baseCents! });
  if ((b.optionsCents ?? 0) > 0) {
    const es = f.options.map((o) => o.es).join(', ');
    const eus = f.options.map((o) => o.eus || o.es).join(', ');
    lines.push({ es: es ? `Opciones: ${es}` : 'Opciones', eus: eus ? `Aukerak: ${eus}` : 'Aukerak', amountCents: b.optionsCents! });
  }
  if ((b.memberDiscountCents ?? 0) > 0)
    lines.push({ es: 'Descuento de socio', eus: 'Bazkide-deskontua', amountCents: -b.memberDiscountCents! });
  if ((b.discountCents ?? 0) > 0) {
    const pct = b.discountPercent ?? 0;
    lines.push({ es: `Descuento (${pct} %)`, eus: `Deskontua (% ${pct})`, amountCents: -b.discountCents! });
  }
  for (const s of f.services) {
    const qty = s.quantity > 1 ? ` × ${s.quantity}` : '';
    lines.push({ es: `${s.es}${qty}`, eus: `${s.eus || s.es}${qty}`, amountCents: s.amountCents });
  }
  // A ticket priced before breakdowns were stored (or a free one) still reads as one line.
  if (lines.length === 0) lines.push({ es: 'Inscripción', eus: 'Izen-ematea', amountCents: f.amountCents });
  return { title: { es: f.titleEs, eus: f.titleEus || f.titleEs }, person: f.person, details, lines, amountCents: f.amountCents };
}
