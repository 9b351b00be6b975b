import { renderMail, type MailLanguage, type RenderedMail } from './layout.js';

/** Sent once an account is created through the signup form. */
export function welcomeMail(
  lang: MailLanguage,
  v: { firstName: string; email: string; siteUrl: string; officeEmail: string },
): RenderedMail {
  if (lang === 'eus') {
    return renderMail(lang, 'Ongi etorri Getxo Igeriketa Klubera', [
      { p: `Kaixo, ${v.firstName}:` },
      {
        p: 'Getxo Igeriketa Klubaren webguneko zure kontua prest dago. Bertan jardueretan izena eman dezakezu, zure familia eta ordainketak kudeatu, eta klubeko bazkide egin zaitezke.',
      },
      { p: `Sartu zure helbide elektronikoarekin (${v.email}) hemen: ${v.siteUrl}/login` },
      { p: `Zalantzarik baduzu, idatzi iezaguzu ${v.officeEmail} helbidera.` },
    ]);
  }
  return renderMail(lang, 'Bienvenida al Club Natación Getxo', [
    { p: `Hola, ${v.firstName}:` },
    {
      p: 'Tu cuenta en la web del Club Natación Getxo ya está lista. Desde ella puedes inscribirte en las actividades, gestionar tu familia y tus pagos, y hacerte socia o socio del club.',
    },
    { p: `Entra con tu correo electrónico (${v.email}) en ${v.siteUrl}/login` },
    { p: `Si tienes cualquier duda, escríbenos a ${v.officeEmail}.` },
  ]);
}
