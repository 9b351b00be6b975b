import { formatCents, renderMail, type MailLanguage, type RenderedMail } from '../../mail/templates/layout.js';
import { weekdayAndDayInWords } from '@club/domain/activities/words.rules';
import { familyAddressee, type Addressee } from '../people/index.js';

export { familyAddressee, type Addressee };

/**
 * The family's mails about a request the office decided (processed or rejected): written to the
 * account holder — the person's own account, or the holder of the family the person belongs to
 * (a managed child has a placeholder address) — in the holder's language.
 */

export type RequestKind = { kind: 'licence'; season: string; local: boolean; state: boolean } | { kind: 'sportscard' };

function thingOf(r: RequestKind, lang: MailLanguage): string {
  if (r.kind === 'sportscard') return lang === 'eus' ? 'Kirol-txartela' : 'Tarjeta deportiva';
  if (lang === 'eus') {
    const kinds = [r.local ? 'lurraldekoa' : '', r.state ? 'estatukoa' : ''].filter(Boolean).join(' eta ');
    return `Federazio lizentzia (${kinds}), ${r.season} denboraldia`;
  }
  const kinds = [r.local ? 'territorial' : '', r.state ? 'estatal' : ''].filter(Boolean).join(' y ');
  return `Licencia federativa (${kinds}), temporada ${r.season}`;
}

/** The office processed the request: the licence went to the federation, or the card was issued. */
export function requestProcessedMail(a: Addressee, r: RequestKind, url: string): RenderedMail {
  const thing = thingOf(r, a.lang);
  if (a.lang === 'eus') {
    return renderMail('eus', `Eskaera izapidetuta: ${thing} - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${a.firstName}:` },
      { p: `Bulegoak eskaera hau izapidetu du:\n${thing}\nNorentzat: ${a.personName}` },
      { p: `Zure familiaren izapideak: ${url}` },
    ]);
  }
  return renderMail('es', `Solicitud tramitada: ${thing} - Club Natación Getxo`, [
    { p: `Hola, ${a.firstName}:` },
    { p: `La oficina ha tramitado esta solicitud:\n${thing}\nPara: ${a.personName}` },
    { p: `Los trámites de tu familia: ${url}` },
  ]);
}

/**
 * The office rejected the request, with its reason; the person may ask again. `refundCents`: what
 * the card payment of a paid request owes back (recorded in the ledger's to-refund), or null.
 */
export function requestRejectedMail(
  a: Addressee,
  r: RequestKind,
  reason: string,
  url: string,
  refundCents: number | null = null,
): RenderedMail {
  const thing = thingOf(r, a.lang);
  const refund = refundCents !== null && refundCents > 0 ? formatCents(refundCents, a.lang) : null;
  if (a.lang === 'eus') {
    return renderMail('eus', `Eskaera ez da onartu: ${thing} - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${a.firstName}:` },
      { p: `Bulegoak ez du eskaera hau onartu:\n${thing}\nNorentzat: ${a.personName}` },
      { p: `Arrazoia: ${reason}` },
      ...(refund
        ? [
            {
              p: `Ordaindutakoa (${refund}) itzuliko dizugu ordaindu zenuen txartelean. Bankuaren arabera, egun batzuk behar izan ditzake.`,
            },
          ]
        : []),
      { p: `Arazoa konpondu ondoren, berriro eska dezakezu hemen: ${url}` },
    ]);
  }
  return renderMail('es', `Solicitud rechazada: ${thing} - Club Natación Getxo`, [
    { p: `Hola, ${a.firstName}:` },
    { p: `La oficina ha rechazado esta solicitud:\n${thing}\nPara: ${a.personName}` },
    { p: `Motivo: ${reason}` },
    ...(refund
      ? [{ p: `Te devolveremos lo pagado (${refund}) a la tarjeta con la que pagaste. Según tu banco, puede tardar unos días en verse.` }]
      : []),
    { p: `Cuando lo hayas resuelto, puedes volver a solicitarla aquí: ${url}` },
  ]);
}

/**
 * The office cancelled a medical exam appointment, with its reason: the appointment in words
 * (day, weekday and hour, Europe/Madrid), the refund to the card when it was paid, and where to
 * book another. `refundCents`: what the ledger now owes back, or null.
 */
export function examCancelledMail(
  a: Addressee,
  appointment: { date: string; time: string },
  reason: string,
  url: string,
  refundCents: number | null = null,
): RenderedMail {
  const when = `${weekdayAndDayInWords(appointment.date, a.lang)}, ${appointment.time}`;
  const refund = refundCents !== null && refundCents > 0 ? formatCents(refundCents, a.lang) : null;
  if (a.lang === 'eus') {
    return renderMail('eus', `Azterketa medikoaren hitzordua bertan behera - Getxo Igeriketa Kluba`, [
      { p: `Kaixo, ${a.firstName}:` },
      { p: `Bulegoak azterketa medikoaren hitzordu hau bertan behera utzi du:\n${when}\nNorentzat: ${a.personName}` },
      { p: `Arrazoia: ${reason}` },
      ...(refund
        ? [
            {
              p: `Ordaindutakoa (${refund}) itzuliko dizugu ordaindu zenuen txartelean. Bankuaren arabera, egun batzuk behar izan ditzake.`,
            },
          ]
        : []),
      { p: `Beste hitzordu bat hemen eska dezakezu: ${url}` },
    ]);
  }
  return renderMail('es', `Cita del reconocimiento médico anulada - Club Natación Getxo`, [
    { p: `Hola, ${a.firstName}:` },
    { p: `La oficina ha anulado esta cita del reconocimiento médico:\n${when}\nPara: ${a.personName}` },
    { p: `Motivo: ${reason}` },
    ...(refund
      ? [{ p: `Te devolveremos lo pagado (${refund}) a la tarjeta con la que pagaste. Según tu banco, puede tardar unos días en verse.` }]
      : []),
    { p: `Puedes pedir otra cita aquí: ${url}` },
  ]);
}
