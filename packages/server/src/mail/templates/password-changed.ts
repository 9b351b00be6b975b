import { formatMoment, renderMail, type MailLanguage, type RenderedMail } from './layout.js';

/**
 * A notice after every password change, so an owner learns of a change they did not make.
 * `closed` says which sessions ended: the others (change from the account) or all (recovery).
 */
export function passwordChangedMail(
  lang: MailLanguage,
  v: { firstName: string; at: Date; closed: 'others' | 'all'; siteUrl: string; officeEmail: string },
): RenderedMail {
  const when = formatMoment(v.at, lang);
  if (lang === 'eus') {
    return renderMail(lang, 'Zure pasahitza aldatu da - Getxo Igeriketa Kluba', [
      { p: `Kaixo, ${v.firstName}:` },
      {
        p: `Getxo Igeriketa Klubaren webguneko zure kontuaren pasahitza aldatu da (${when}). ${
          v.closed === 'all' ? 'Irekita zeuden saio guztiak itxi ditugu.' : 'Irekita zeuden gainerako saioak itxi ditugu.'
        }`,
      },
      {
        p: `Zu izan ez bazara, berreskuratu pasahitza hemen: ${v.siteUrl}/recover_account, eta jakinarazi iezaguzu ${v.officeEmail} helbidean.`,
      },
    ]);
  }
  return renderMail(lang, 'Tu contraseña ha cambiado - Club Natación Getxo', [
    { p: `Hola, ${v.firstName}:` },
    {
      p: `La contraseña de tu cuenta en la web del Club Natación Getxo se cambió el ${when}. ${
        v.closed === 'all' ? 'Hemos cerrado todas las sesiones abiertas.' : 'Hemos cerrado las demás sesiones abiertas.'
      }`,
    },
    { p: `Si no has sido tú, recupera tu contraseña en ${v.siteUrl}/recover_account y avísanos en ${v.officeEmail}.` },
  ]);
}
