import { renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';

const money = (euros: number, lang: MailLanguage) =>
  `${euros.toLocaleString(lang === 'eus' ? 'eu-ES' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** To the family when the office marks a kit order 2 'Entregado': it is at the club, ready to pick up. */
export function orderReadyMail(
  lang: MailLanguage,
  v: {
    firstName: string;
    orderId: number;
    pickupName: string;
    lines: { name: string; size: string; quantity: number }[];
    total: number;
    url: string;
  },
): RenderedMail {
  const lines = v.lines.map((l) => `${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}`).join('\n');
  if (lang === 'eus') {
    return renderMail(lang, `Zure ${v.orderId}. material eskaera jasotzeko prest dago - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${v.firstName}:` },
      { p: `Zure ${v.orderId}. material eskaera klubean dago eta bulegoan jaso daiteke.` },
      { code: lines },
      { p: `Nork jasoko du: ${v.pickupName}. Guztira: ${money(v.total, lang)} (hurrengo bazkide kuotan kobratuko da).` },
      { p: `Zure eskaerak: ${v.url}` },
    ]);
  }
  return renderMail(lang, `Tu pedido de material ${v.orderId} está listo para recoger - Club Natación Getxo`, [
    { p: `Hola, ${v.firstName}:` },
    { p: `Tu pedido de material ${v.orderId} ya está en el club y puede recogerse en la oficina.` },
    { code: lines },
    { p: `Lo recoge: ${v.pickupName}. Total: ${money(v.total, lang)} (se cobra con la próxima cuota de socio).` },
    { p: `Tus pedidos: ${v.url}` },
  ]);
}
