import type { UserRow } from '../../db/schema/auth.js';
import type { MailMessage } from '../../mail/mailer.js';

const madrid = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'long', timeStyle: 'short' }).format(at);

/**
 * To the club office: a member asks to manage family members (request_access_public_offers).
 * The office reads Spanish and Basque, so both go in one message; it grants or refuses the
 * permission in its console's requests page (`/gestion/solicitudes`, linked in the mail), or from
 * the command line (`npm run club -- grant-delegation <email>`) on the server.
 */
export function delegationRequestMail(officeEmail: string, user: UserRow, requestId: number, at: Date, publicUrl: string): MailMessage {
  const page = `${publicUrl}/gestion/solicitudes`;
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
    `Para concederlo o rechazarlo: ${page} (Solicitudes de la consola de la oficina).`,
    `Desde el servidor: npm run club -- grant-delegation ${user.email} / npm run club -- reject-request ${requestId}`,
    '---',
    `${requestId}. eskaera. ${name}(e)k webguneko bere kontutik beste pertsona batzuk (senideak) kudeatzeko baimena eskatu du: jardueretan izena ematea eta haien ordez ordaintzea.`,
    `Baimena emateko edo ukatzeko: ${page} (bulegoko kontsolaren eskaerak).`,
    `Zerbitzaritik: npm run club -- grant-delegation ${user.email}`,
  ].join('\n\n');
  return {
    to: officeEmail,
    subject: `Solicitud de gestión de familiares / Senideak kudeatzeko eskaera: ${name}`,
    text: `${text}\n`,
  };
}
