import { formatMoment, renderMail, type Block, type MailLanguage, type RenderedMail } from './layout.js';

/** Mails of course signups (issue 8): confirmation (seat, payment due, transfer due, waiting list), hold reminder, seat offered. */

export interface SignupMailFacts {
  /** The swimmer's first name. */
  firstName: string;
  /**
   * The account holder who reads the mail for a managed swimmer (their first name), or null
   * when the swimmer reads it themselves (signup-mail.ts addresseeOf).
   */
  readerFirstName?: string | null;
  /** The course title in the mail's language. */
  title: string;
  /** Where the course page is: `${siteUrl}/actividades/${slug}`. */
  courseUrl: string;
  /** Where a card payment is made again: /myaccount/pendingpayments. */
  payUrl: string;
  ticketId: number;
  priceEuros: number;
  officeEmail: string;
}

export type SignupOutcome = { kind: 'seat' } | { kind: 'card-due'; holdUntil: Date } | { kind: 'transfer-due' } | { kind: 'waiting-list' };

const money = (euros: number, lang: MailLanguage) =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(euros);

/**
 * Who a signup mail speaks to: the account holder who reads it for a managed swimmer (greeted,
 * the swimmer named in the third person) or the swimmer themselves. `say(self, holder)` picks the
 * sentence. In Basque the swimmer's name takes its case ending as the portal writes it elsewhere
 * ("Uxue(r)en", "Uxue(r)entzat"), right after any name without guessing its last letter.
 */
function readerOf(lang: MailLanguage, f: SignupMailFacts): { greeting: string; say: (self: string, holder: string) => string } {
  const reader = f.readerFirstName?.trim() ? f.readerFirstName : null;
  const greeted = reader ?? f.firstName;
  return { greeting: lang === 'eus' ? `Kaixo, ${greeted}:` : `Hola, ${greeted}:`, say: (self, holder) => (reader ? holder : self) };
}

/**
 * The enrolment's confirmation. Decision (as the season lottery's mail, seasons.ts): it greets
 * whoever reads it. A managed swimmer's mail goes to the account holder who enrolled them
 * (signup-mail.ts addresseeOf sets `readerFirstName`), so it greets the holder and names the
 * swimmer ("Hola, Miren: has inscrito a Uxue..."); a swimmer reading their own mail is spoken to
 * directly. The Basque names the swimmer in the absolutive ("Uxue ... inskribatuta dago").
 */
export function signupConfirmationMail(lang: MailLanguage, f: SignupMailFacts, outcome: SignupOutcome): RenderedMail {
  const eus = lang === 'eus';
  const reader = f.readerFirstName?.trim() ? f.readerFirstName : null;
  const swimmer = f.firstName;
  const greeted = reader ?? swimmer;
  const blocks: Block[] = [{ p: eus ? `Kaixo, ${greeted}:` : `Hola, ${greeted}:` }];
  /** The text for a swimmer reading their own mail, or for the holder about the swimmer. */
  const say = (self: string, holder: string) => (reader ? holder : self);
  let subject: string;
  switch (outcome.kind) {
    case 'seat':
      subject = eus ? `Izen-ematea eginda: ${f.title}` : `Inscripción confirmada: ${f.title}`;
      blocks.push({
        p: eus
          ? say(
              `"${f.title}" jardueran izena eman duzu eta zure plaza gordeta dago (${f.ticketId}. txartela).`,
              `${swimmer} "${f.title}" jardueran inskribatuta dago eta bere plaza gordeta dago (${f.ticketId}. txartela).`,
            )
          : say(
              `Te has inscrito en "${f.title}" y tu plaza está asignada (inscripción nº ${f.ticketId}).`,
              `Has inscrito a ${swimmer} en "${f.title}" y su plaza está asignada (inscripción nº ${f.ticketId}).`,
            ),
      });
      if (f.priceEuros > 0) blocks.push({ p: eus ? `Prezioa: ${money(f.priceEuros, lang)}.` : `Precio: ${money(f.priceEuros, lang)}.` });
      break;
    case 'card-due':
      subject = eus ? `Ordainketa falta da: ${f.title}` : `Pago pendiente: ${f.title}`;
      blocks.push({
        p: eus
          ? say(
              `"${f.title}" jardueran izena eman duzu (${f.ticketId}. txartela). Zure plaza ${formatMoment(outcome.holdUntil, lang)} arte gordeko dugu; ordura arte txartelez ordaintzen ez bada, plaza itxarote-zerrendako hurrengoari emango diogu.`,
              `${swimmer} "${f.title}" jardueran inskribatuta dago (${f.ticketId}. txartela). Bere plaza ${formatMoment(outcome.holdUntil, lang)} arte gordeko dugu; ordura arte txartelez ordaintzen ez bada, plaza itxarote-zerrendako hurrengoari emango diogu.`,
            )
          : say(
              `Te has inscrito en "${f.title}" (inscripción nº ${f.ticketId}). Guardamos tu plaza hasta el ${formatMoment(outcome.holdUntil, lang)}; si para entonces no se ha pagado con tarjeta, pasará a la siguiente persona de la lista de espera.`,
              `Has inscrito a ${swimmer} en "${f.title}" (inscripción nº ${f.ticketId}). Guardamos su plaza hasta el ${formatMoment(outcome.holdUntil, lang)}; si para entonces no se ha pagado con tarjeta, pasará a la siguiente persona de la lista de espera.`,
            ),
      });
      blocks.push({
        p: eus
          ? `Ordaindu beharrekoa: ${money(f.priceEuros, lang)}. Hemen ordain dezakezu: ${f.payUrl}`
          : `Importe: ${money(f.priceEuros, lang)}. Puedes pagarlo aquí: ${f.payUrl}`,
      });
      break;
    case 'transfer-due':
      subject = eus ? `Izen-ematea jasota: ${f.title}` : `Inscripción recibida: ${f.title}`;
      blocks.push({
        p: eus
          ? say(
              `"${f.title}" jardueran izena eman duzu (${f.ticketId}. txartela). Plaza gordeta dago; bulegoak zure transferentzia (${money(f.priceEuros, lang)}) jasotzen duenean berretsiko da.`,
              `${swimmer} "${f.title}" jardueran inskribatuta dago (${f.ticketId}. txartela). Bere plaza gordeta dago; bulegoak zure transferentzia (${money(f.priceEuros, lang)}) jasotzen duenean berretsiko da.`,
            )
          : say(
              `Te has inscrito en "${f.title}" (inscripción nº ${f.ticketId}). Tu plaza queda reservada y se confirmará cuando la oficina reciba tu transferencia de ${money(f.priceEuros, lang)}.`,
              `Has inscrito a ${swimmer} en "${f.title}" (inscripción nº ${f.ticketId}). Su plaza queda reservada y se confirmará cuando la oficina reciba tu transferencia de ${money(f.priceEuros, lang)}.`,
            ),
      });
      break;
    case 'waiting-list':
      subject = eus ? `Itxarote-zerrendan: ${f.title}` : `En lista de espera: ${f.title}`;
      blocks.push({
        p: eus
          ? say(
              `"${f.title}" jarduerako plazak beteta daude, eta itxarote-zerrendan zaude (${f.ticketId}. txartela). Plaza bat libre geratzen bada, mezu bat bidaliko dizugu.`,
              `"${f.title}" jarduerako plazak beteta daude, eta ${swimmer} itxarote-zerrendan dago (${f.ticketId}. txartela). Plaza bat libre geratzen bada, mezu bat bidaliko dizugu.`,
            )
          : say(
              `Las plazas de "${f.title}" están completas y quedas en la lista de espera (inscripción nº ${f.ticketId}). Si se libera una plaza te escribiremos.`,
              `Las plazas de "${f.title}" están completas y ${swimmer} queda en la lista de espera (inscripción nº ${f.ticketId}). Si se libera una plaza te escribiremos.`,
            ),
      });
      break;
  }
  blocks.push({ p: eus ? `Jardueraren orria: ${f.courseUrl}` : `Página de la actividad: ${f.courseUrl}` });
  blocks.push({
    p: eus ? `Zalantzarik baduzu, idatzi ${f.officeEmail} helbidera.` : `Si tienes cualquier duda, escríbenos a ${f.officeEmail}.`,
  });
  return renderMail(lang, subject, blocks);
}

/** Sent once, when two thirds of an unpaid card hold have passed. Greets whoever reads it, as the confirmation does. */
export function holdReminderMail(lang: MailLanguage, f: SignupMailFacts, holdUntil: Date): RenderedMail {
  const { greeting, say } = readerOf(lang, f);
  const swimmer = f.firstName;
  if (lang === 'eus') {
    return renderMail(lang, `Gogoratu ordaintzea: ${f.title}`, [
      { p: greeting },
      {
        p: say(
          `"${f.title}" jarduerako zure plaza (${f.ticketId}. txartela) ${formatMoment(holdUntil, lang)} arte gordeta dago, baina oraindik ez da ordaindu (${money(f.priceEuros, lang)}).`,
          `${swimmer}(r)en plaza "${f.title}" jardueran (${f.ticketId}. txartela) ${formatMoment(holdUntil, lang)} arte gordeta dago, baina oraindik ez da ordaindu (${money(f.priceEuros, lang)}).`,
        ),
      },
      { p: `Ordaindu hemen: ${f.payUrl}` },
      { p: 'Ordura arte ordaintzen ez bada, plaza itxarote-zerrendako hurrengoari emango diogu.' },
    ]);
  }
  return renderMail(lang, `Recuerda completar el pago: ${f.title}`, [
    { p: greeting },
    {
      p: say(
        `Tu plaza en "${f.title}" (inscripción nº ${f.ticketId}) está reservada hasta el ${formatMoment(holdUntil, lang)}, pero aún no está pagada (${money(f.priceEuros, lang)}).`,
        `La plaza de ${swimmer} en "${f.title}" (inscripción nº ${f.ticketId}) está reservada hasta el ${formatMoment(holdUntil, lang)}, pero aún no está pagada (${money(f.priceEuros, lang)}).`,
      ),
    },
    { p: `Puedes pagar aquí: ${f.payUrl}` },
    { p: 'Si no se paga antes de esa hora, la plaza pasará a la siguiente persona de la lista de espera.' },
  ]);
}

/**
 * A seat freed and offered to the first of the waiting list. `until` is set when the seat must be
 * taken by paying by card before then; null when the seat is already assigned (a free course) or
 * waits only for the office (a bank transfer).
 */
export function seatOfferedMail(
  lang: MailLanguage,
  f: SignupMailFacts,
  offer: { kind: 'card'; until: Date } | { kind: 'assigned' } | { kind: 'transfer' },
): RenderedMail {
  const eus = lang === 'eus';
  const { greeting, say } = readerOf(lang, f);
  const swimmer = f.firstName;
  const blocks: Block[] = [{ p: greeting }];
  blocks.push({
    p: eus
      ? say(
          `Plaza bat libre geratu da "${f.title}" jardueran, eta itxarote-zerrendan lehena zinen (${f.ticketId}. txartela).`,
          `Plaza bat libre geratu da "${f.title}" jardueran, eta ${swimmer} itxarote-zerrendan lehena zen (${f.ticketId}. txartela).`,
        )
      : say(
          `Se ha liberado una plaza en "${f.title}" y eras la primera persona de la lista de espera (inscripción nº ${f.ticketId}).`,
          `Se ha liberado una plaza en "${f.title}" y ${swimmer} era la primera persona de la lista de espera (inscripción nº ${f.ticketId}).`,
        ),
  });
  if (offer.kind === 'card') {
    blocks.push({
      p: eus
        ? `Plaza ${say('zuretzat', `${swimmer}(r)entzat`)} gordeta dago ${formatMoment(offer.until, lang)} arte. Hartzeko, ordaindu txartelez (${money(f.priceEuros, lang)}) hemen: ${f.payUrl}`
        : `La plaza está reservada ${say('para ti', `para ${swimmer}`)} hasta el ${formatMoment(offer.until, lang)}. Para ocuparla, paga con tarjeta (${money(f.priceEuros, lang)}) aquí: ${f.payUrl}`,
    });
    blocks.push({
      p: eus
        ? 'Ordura arte ordaintzen ez bada, plaza zerrendako hurrengoari eskainiko diogu.'
        : 'Si no se paga antes de esa hora, ofreceremos la plaza a la siguiente persona de la lista.',
    });
  } else if (offer.kind === 'transfer') {
    blocks.push({
      p: eus
        ? `Plaza ${say('zuretzat', `${swimmer}(r)entzat`)} gordeta dago; bulegoak zure transferentzia (${money(f.priceEuros, lang)}) jasotzen duenean berretsiko da.`
        : `La plaza queda reservada ${say('para ti', `para ${swimmer}`)} y se confirmará cuando la oficina reciba tu transferencia de ${money(f.priceEuros, lang)}.`,
    });
  } else {
    blocks.push({
      p: eus
        ? say(
            'Plaza zuri esleitu dizugu; ez duzu ezer gehiago egin behar.',
            `Plaza ${swimmer}(r)i esleitu diogu; ez duzu ezer gehiago egin behar.`,
          )
        : say(
            'Te hemos asignado la plaza; no tienes que hacer nada más.',
            `Hemos asignado la plaza a ${swimmer}; no tienes que hacer nada más.`,
          ),
    });
  }
  blocks.push({ p: eus ? `Jardueraren orria: ${f.courseUrl}` : `Página de la actividad: ${f.courseUrl}` });
  return renderMail(lang, eus ? `Plaza libre: ${f.title}` : `Plaza disponible: ${f.title}`, blocks);
}

/**
 * The office cancelled a paid place (status «Abandonada», after its "refund?" question). `refund`
 * is what goes back when the office answered yes: `toCard` when a card payment in the ledger owes
 * it (it goes back to that card), otherwise the office returns it the way it was paid.
 */
export function placeCancelledMail(
  lang: MailLanguage,
  f: SignupMailFacts,
  refund: { euros: number; toCard: boolean } | null,
): RenderedMail {
  const eus = lang === 'eus';
  const { greeting, say } = readerOf(lang, f);
  const swimmer = f.firstName;
  const blocks: Block[] = [
    { p: greeting },
    {
      p: eus
        ? say(
            `Klubeko bulegoak "${f.title}" jarduerako zure plaza baliogabetu du (${f.ticketId}. txartela).`,
            `Klubeko bulegoak ${swimmer}(r)en plaza baliogabetu du "${f.title}" jardueran (${f.ticketId}. txartela).`,
          )
        : say(
            `La oficina del club ha anulado tu plaza en "${f.title}" (inscripción nº ${f.ticketId}).`,
            `La oficina del club ha anulado la plaza de ${swimmer} en "${f.title}" (inscripción nº ${f.ticketId}).`,
          ),
    },
  ];
  if (refund && refund.toCard)
    blocks.push({
      p: eus
        ? `${money(refund.euros, lang)} itzuliko dizkizugu ordaindu zenuen txartelean. Bankuaren arabera, egun batzuk behar izan ditzake.`
        : `Te devolveremos ${money(refund.euros, lang)} a la tarjeta con la que pagaste. Según tu banco, puede tardar unos días en verse.`,
    });
  else if (refund)
    blocks.push({
      p: eus
        ? `${money(refund.euros, lang)} itzuliko dizkizugu, ordaindu zenuen bide beretik.`
        : `Te devolveremos ${money(refund.euros, lang)} por la misma vía por la que pagaste.`,
    });
  blocks.push({
    p: eus ? `Zalantzarik baduzu, idatzi ${f.officeEmail} helbidera.` : `Si tienes cualquier duda, escríbenos a ${f.officeEmail}.`,
  });
  return renderMail(lang, eus ? `Plaza baliogabetua: ${f.title}` : `Plaza anulada: ${f.title}`, blocks);
}
