import { formatCents, renderMail, type RenderedMail } from '../../mail/templates/layout.js';
import type { Addressee } from '../people/index.js';

/**
 * The office turned down a membership application (its «Rechazar» on «Altas por validar»): the
 * account holder is told, in their language, whose application, the office's reason, the join fee
 * owed back to the card when it was paid by card, and that the person may apply again.
 */
export function membershipRejectedMail(
  a: Addressee,
  f: { typeName: { es: string; eus: string } | null; reason: string; refundCents: number; url: string },
): RenderedMail {
  const refund = f.refundCents > 0 ? formatCents(f.refundCents, a.lang) : null;
  if (a.lang === 'eus') {
    const what = f.typeName ? `Bazkide egiteko eskaera (${f.typeName.eus})` : 'Bazkide egiteko eskaera';
    return renderMail('eus', 'Bazkide egiteko eskaera ez da onartu - Getxo Igeriketa Kluba', [
      { p: `Kaixo, ${a.firstName}:` },
      { p: `Bulegoak ez du eskaera hau onartu:\n${what}\nNorentzat: ${a.personName}` },
      { p: `Arrazoia: ${f.reason}` },
      ...(refund
        ? [{ p: `Alta-kuota (${refund}) itzuliko dizugu ordaindu zenuen txartelean. Bankuaren arabera, egun batzuk behar izan ditzake.` }]
        : []),
      { p: `Arazoa konpondu ondoren, berriro eska dezakezu hemen: ${f.url}` },
    ]);
  }
  const what = f.typeName ? `Solicitud de alta como socio (${f.typeName.es})` : 'Solicitud de alta como socio';
  return renderMail('es', 'Solicitud de alta como socio rechazada - Club Natación Getxo', [
    { p: `Hola, ${a.firstName}:` },
    { p: `La oficina ha rechazado esta solicitud:\n${what}\nPara: ${a.personName}` },
    { p: `Motivo: ${f.reason}` },
    ...(refund
      ? [
          {
            p: `Te devolveremos la cuota de alta (${refund}) a la tarjeta con la que pagaste. Según tu banco, puede tardar unos días en verse.`,
          },
        ]
      : []),
    { p: `Cuando lo hayas resuelto, puedes volver a solicitarla aquí: ${f.url}` },
  ]);
}
