import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { paidItems, paymentItems, payments } from '../../db/schema/payments.js';
import type { MailMessage } from '../../mail/mailer.js';
import { queueMailWithin } from '../../mail/queued-mailer.js';

const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const madrid = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(at);

export interface OverpaymentFacts {
  order: string;
  description: string;
  amountCents: number;
  overpaidCents: number;
  paidAt: Date;
  payer: { name: string; email: string } | null;
  /** Each item paid twice, with the order that had paid it. */
  items: { kind: string; id: string; amountCents: number; paidByOrder: string }[];
}

/**
 * To the club office (CLUB_OFFICE_EMAIL): the bank confirmed money for items another payment had
 * already paid. The office reads Spanish and Basque, so both go in one message; it refunds in the
 * bank's console and marks it in the console's ledger (Pagos: "Por devolver").
 */
export function overpaymentMail(officeEmail: string, f: OverpaymentFacts): MailMessage {
  const who = f.payer ? `${f.payer.name} <${f.payer.email}>` : '—';
  const items = f.items.map((i) => `- ${i.kind} ${i.id}: ${euros(i.amountCents)} (pedido / eskaera ${i.paidByOrder})`).join('\n');
  const text = [
    `Pedido ${f.order} (${madrid(f.paidAt)}): el banco ha cobrado ${euros(f.amountCents)} y ${euros(f.overpaidCents)} corresponden a conceptos que otro pago ya había pagado. Hay que devolver ${euros(f.overpaidCents)} desde la consola del banco y marcarlo como devuelto en la gestión (Pagos).`,
    `Pagador: ${who}\nConcepto: ${f.description || '—'}`,
    `Pagado dos veces (y el pedido que ya lo pagó):\n${items}`,
    '---',
    `${f.order} eskaera (${madrid(f.paidAt)}): bankuak ${euros(f.amountCents)} kobratu ditu, eta horietatik ${euros(f.overpaidCents)} beste ordainketa batek lehendik ordainduta zeuzkan kontzeptuenak dira. ${euros(f.overpaidCents)} itzuli behar dira bankuaren kontsolatik, eta kudeaketan (Ordainketak) itzulita markatu.`,
  ].join('\n\n');
  return {
    to: officeEmail,
    subject: `Pago duplicado por devolver / Itzuli beharreko ordainketa bikoitza: ${f.order} (${euros(f.overpaidCents)})`,
    text: `${text}\n`,
  };
}

/**
 * What the office needs to refund the overpayment of this order, mailed: queued in the
 * transaction that books the overpayment, so it goes out if and only if that commits, even when
 * the process dies right after (mail/queued-mailer.ts queueMailWithin).
 */
export async function queueOverpaymentMail(ctx: AppContext, tx: Db, order: string): Promise<void> {
  const [p] = await tx
    .select({ payment: payments, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.order, order));
  if (!p || p.payment.overpaidCents <= 0) return;
  const items = await tx
    .select({ kind: paymentItems.itemKind, id: paymentItems.itemId, amountCents: paymentItems.amountCents, paidByOrder: payments.order })
    .from(paymentItems)
    .innerJoin(paidItems, and(eq(paidItems.itemKind, paymentItems.itemKind), eq(paidItems.itemId, paymentItems.itemId)))
    .innerJoin(payments, eq(payments.id, paidItems.paymentId))
    .where(and(eq(paymentItems.paymentId, p.payment.id), eq(paymentItems.outcome, 'overpaid')));
  const mail = overpaymentMail(ctx.config.CLUB_OFFICE_EMAIL, {
    order,
    description: p.payment.description,
    amountCents: p.payment.amountCents,
    overpaidCents: p.payment.overpaidCents,
    paidAt: p.payment.paidAt ?? p.payment.updatedAt,
    payer: p.email ? { name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim(), email: p.email } : null,
    items,
  });
  await queueMailWithin(ctx, tx, [mail]);
}
