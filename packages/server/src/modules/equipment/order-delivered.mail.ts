import { formatMoment, renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';

const money = (euros: number, lang: MailLanguage) =>
  `${euros.toLocaleString(lang === 'eus' ? 'eu-ES' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/**
 * To the family when the office marks a kit order 2 'Entregado' (spec 001 §4: the order states are
 * 0 Pendiente and 2 Entregado): the kit was handed over, to whom and when, what it held and that
 * it is charged with the next member fee — a receipt, never "ready to pick up" (the order has
 * been collected by then).
 *
 * The lines are one paragraph, one "- " line each: a highlighted block indents only its first
 * line in the plain text (and is shown as a large code in HTML), which misaligned the list.
 */
export function orderDeliveredMail(
  lang: MailLanguage,
  v: {
    firstName: string;
    orderId: number;
    pickupName: string;
    lines: { name: string; size: string; quantity: number }[];
    total: number;
    at: Date;
    url: string;
  },
): RenderedMail {
  const lines = v.lines.map((l) => `- ${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}`).join('\n');
  const when = formatMoment(v.at, lang);
  if (lang === 'eus') {
    return renderMail(lang, `Zure ${v.orderId}. material eskaera entregatu da - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${v.firstName}:` },
      { p: `Klubeko bulegoak zure ${v.orderId}. material eskaera entregatu du (${when}). Nork jaso du: ${v.pickupName}.` },
      { p: lines },
      { p: `Guztira: ${money(v.total, lang)} (hurrengo bazkide kuotan kobratuko da).` },
      { p: `Zure eskaerak: ${v.url}` },
    ]);
  }
  return renderMail(lang, `Tu pedido de material ${v.orderId} se ha entregado - Club Natación Getxo`, [
    { p: `Hola, ${v.firstName}:` },
    { p: `La oficina del club ha entregado tu pedido de material ${v.orderId} (${when}). Lo ha recogido: ${v.pickupName}.` },
    { p: lines },
    { p: `Total: ${money(v.total, lang)} (se cobra con la próxima cuota de socio).` },
    { p: `Tus pedidos: ${v.url}` },
  ]);
}
