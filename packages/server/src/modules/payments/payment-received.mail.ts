import { formatMoment, renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';

const euros = (cents: number, lang: MailLanguage) =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** To the payer once the bank's signed notification confirmed the payment (never on the browser's word). */
export function paymentReceivedMail(
  lang: MailLanguage,
  v: { firstName: string; description: string; amountCents: number; order: string; authorisationCode: string | null; at: Date },
): RenderedMail {
  const when = formatMoment(v.at, lang);
  const amount = euros(v.amountCents, lang);
  const auth = v.authorisationCode ? v.authorisationCode : '—';
  if (lang === 'eus') {
    return renderMail(lang, 'Ordainketa jaso dugu - Getxo Igeriketa Kluba', [
      { p: `Kaixo, ${v.firstName}:` },
      { p: `Zure txartel bidezko ordainketa jaso dugu (${when}).` },
      { p: `Kontzeptua: ${v.description}\nZenbatekoa: ${amount}\nEskaera-zenbakia: ${v.order}\nBaimen-kodea: ${auth}` },
      { p: 'Gorde mezu hau ordainagiri gisa. Eskerrik asko!' },
    ]);
  }
  return renderMail(lang, 'Pago recibido - Club Natación Getxo', [
    { p: `Hola, ${v.firstName}:` },
    { p: `Hemos recibido tu pago con tarjeta (${when}).` },
    { p: `Concepto: ${v.description}\nImporte: ${amount}\nNúmero de pedido: ${v.order}\nCódigo de autorización: ${auth}` },
    { p: 'Guarda este correo como justificante. ¡Gracias!' },
  ]);
}
