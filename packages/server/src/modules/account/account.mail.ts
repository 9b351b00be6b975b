import type { UserRow } from '../../db/schema/auth.js';
import type { MailMessage } from '../../mail/mailer.js';

const madrid = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(at);

/**
 * To the club office: a member asks to manage family members (request_access_public_offers).
 * The office reads Spanish and Basque, so both go in one message; it replies by granting the
 * permission with `npm run club -- grant-delegation <email>`.
 */
export function delegationRequestMail(officeEmail: string, user: UserRow, requestId: number, at: Date): MailMessage {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const who = [
    `${name} <${user.email}>`,
    `DNI/NIE: ${user.personId || '—'}`,
    `Teléfono / Telefonoa: ${user.phone || '—'}`,
    `Nº de socio / Bazkide-zk.: ${user.memberId > 0 ? String(user.memberId).padStart(5, '0') : '—'}`,
  ].join('\n');
  const text = [
    `Solicitud nº ${requestId} (${madrid(at)})`,
    `${name} solicita permiso para gestionar a otras personas (familiares) desde su cuenta de la web: inscribirlas en actividades y pagar por ellas.`,
    who,
    `Para concederlo: npm run club -- grant-delegation ${user.email}`,
    `Para rechazarlo: npm run club -- reject-request ${requestId}`,
    '---',
    `${requestId}. eskaera. ${name}(e)k webguneko bere kontutik beste pertsona batzuk (senideak) kudeatzeko baimena eskatu du: jardueretan izena ematea eta haien ordez ordaintzea.`,
    `Baimena emateko: npm run club -- grant-delegation ${user.email}`,
  ].join('\n\n');
  return {
    to: officeEmail,
    subject: `Solicitud de gestión de familiares / Senideak kudeatzeko eskaera: ${name}`,
    text: `${text}\n`,
  };
}
