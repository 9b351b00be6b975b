import { renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';

/** To the member when the office grants their request to manage family members (issue 20, point 1). */
export function delegationGrantedMail(lang: MailLanguage, v: { firstName: string; familyUrl: string }): RenderedMail {
  if (lang === 'eus') {
    return renderMail(lang, 'Zure familia kudea dezakezu orain - Getxo Igeriketa Kluba', [
      { p: `Kaixo, ${v.firstName}:` },
      { p: 'Bulegoak zure eskaera onartu du: orain zure familiako kideak gehitu eta haien izenean izena eman dezakezu.' },
      { p: `Zure familia: ${v.familyUrl}` },
    ]);
  }
  return renderMail(lang, 'Ya puedes gestionar tu familia - Club Natación Getxo', [
    { p: `Hola, ${v.firstName}:` },
    { p: 'La oficina ha aceptado tu solicitud: ya puedes añadir a los miembros de tu familia e inscribirlos en su nombre.' },
    { p: `Tu familia: ${v.familyUrl}` },
  ]);
}
