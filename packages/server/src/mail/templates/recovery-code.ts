import { renderMail, type MailLanguage, type RenderedMail } from './layout.js';

/** The 6-digit code of the password recovery wizard (spec 000 §4, §8). */
export function recoveryCodeMail(lang: MailLanguage, v: { firstName: string; code: string; minutes: number }): RenderedMail {
  if (lang === 'eus') {
    return renderMail(lang, 'Pasahitza berreskuratzeko kodea - Getxo Igeriketa Kluba', [
      { p: `Kaixo, ${v.firstName}:` },
      { p: 'Zure kontuaren pasahitza berrezartzeko eskaera jaso dugu Getxo Igeriketa Klubaren webgunean. Hau da zure egiaztapen-kodea:' },
      { code: v.code },
      {
        p: `Kodeak ${v.minutes} minutuko balioa du. Aldaketa hori zuk eskatu ez baduzu, ez egin kasurik mezu honi: zure pasahitza ez da aldatuko.`,
      },
    ]);
  }
  return renderMail(lang, 'Código para recuperar tu contraseña - Club Natación Getxo', [
    { p: `Hola, ${v.firstName}:` },
    {
      p: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en la web del Club Natación Getxo. Tu código de verificación es:',
    },
    { code: v.code },
    {
      p: `El código es válido durante ${v.minutes} minutos. Si no has pedido este cambio, ignora este mensaje: tu contraseña no cambiará.`,
    },
  ]);
}
