import type { ItemDescription } from '@club/domain/payments/receipt.rules';
import { VAT_PERCENT } from '@club/domain/activities/pricing.rules';
import { formatMoment, renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';

const euros = (cents: number, lang: MailLanguage) =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Each item as a block: its title, for whom, its details and its lines, all in the reader's language. */
function itemBlocks(items: readonly ItemDescription[], lang: MailLanguage): { p: string }[] {
  const forWord = lang === 'eus' ? 'Norentzat' : 'Para';
  return items.map((i) => ({
    p: [
      i.title[lang] || i.title.es,
      ...(i.person ? [`${forWord}: ${i.person}`] : []),
      ...i.details.map((d) => d[lang] || d.es),
      ...i.lines.map((l) => `  ${l[lang] || l.es}: ${euros(l.amountCents, lang)}`),
    ].join('\n'),
  }));
}

/**
 * To the payer once the bank's signed notification confirmed the payment (never on the browser's
 * word): what was bought, line by line, the total with the VAT it contains, the receipt (attached
 * by the caller) and where to see the enrolments and add them to the calendar.
 */
export function paymentReceivedMail(
  lang: MailLanguage,
  v: {
    firstName: string;
    items: readonly ItemDescription[];
    amountCents: number;
    vatCents: number;
    order: string;
    receiptNumber: string;
    authorisationCode: string | null;
    at: Date;
    enrolmentsUrl: string;
  },
): RenderedMail {
  const when = formatMoment(v.at, lang);
  const amount = euros(v.amountCents, lang);
  const vat = euros(v.vatCents, lang);
  const auth = v.authorisationCode ? v.authorisationCode : '—';
  if (lang === 'eus') {
    return renderMail(lang, `Ordainketa jaso dugu (${v.receiptNumber}) - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${v.firstName}:` },
      { p: `Zure txartel bidezko ordainketa jaso dugu (${when}). Hau da erosi duzuna:` },
      ...itemBlocks(v.items, lang),
      {
        p: `Guztira: ${amount} (BEZa barne, % ${VAT_PERCENT}: ${vat})\nOrdainagiria: ${v.receiptNumber} (PDF erantsita)\nEskaera-zenbakia: ${v.order}\nBaimen-kodea: ${auth}`,
      },
      { p: `Zure izen-emateak ikusi eta egutegira gehitu: ${v.enrolmentsUrl}` },
      { p: 'Eskerrik asko!' },
    ]);
  }
  return renderMail(lang, `Pago recibido (${v.receiptNumber}) - Club Natación Getxo`, [
    { p: `Hola, ${v.firstName}:` },
    { p: `Hemos recibido tu pago con tarjeta (${when}). Esto es lo que has comprado:` },
    ...itemBlocks(v.items, lang),
    {
      p: `Total: ${amount} (IVA incluido, ${VAT_PERCENT} %: ${vat})\nRecibo: ${v.receiptNumber} (PDF adjunto)\nNúmero de pedido: ${v.order}\nCódigo de autorización: ${auth}`,
    },
    { p: `Ver tus inscripciones y añadirlas al calendario: ${v.enrolmentsUrl}` },
    { p: '¡Gracias!' },
  ]);
}
