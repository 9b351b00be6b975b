import { scheduleInWords } from '@club/domain/activities/words.rules';
import { poolName } from '@club/domain/shared/pools';
import { formatMoment, renderMail, type Block, type MailLanguage, type RenderedMail } from './layout.js';
import type { SignupMailFacts } from './activities.js';

/** A season group as the mail names it: its pool, days and hours. */
export interface LotteryGroup {
  poolId: number;
  selectedDays: readonly number[];
  schedule: string;
}

/** The group lottery's result (issue 16), one mail per signup, in the family's language. */
export type LotteryOutcome = { kind: 'placed'; group: LotteryGroup; rank: number; payUntil: Date | null } | { kind: 'waiting' };

const money = (euros: number, lang: MailLanguage) =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(euros);

/**
 * "Fadura · lunes y miércoles, 17:00-18:00": the days are written out, since two groups of one
 * pool and hour (Monday/Wednesday and Tuesday/Thursday) differ only by them.
 */
export const lotteryGroupText = (g: LotteryGroup, lang: MailLanguage): string =>
  [poolName(g.poolId), scheduleInWords(g.selectedDays, g.schedule, lang, { midSentence: true })].filter(Boolean).join(' · ');

/**
 * Decision: the mail greets whoever reads it. A managed swimmer's mail goes to the account
 * holder (signup-mail.ts addresseeOf), so it greets the holder and names the swimmer in the third
 * person ("Hola, Nerea: Unai tiene plaza..."); a swimmer who reads their own mail is spoken to
 * directly ("Hola, Unai: tienes plaza..."). The Basque names the swimmer in the absolutive
 * ("Unai ... taldean sartu da"), which needs no ending after the name.
 */
export function lotteryResultMail(lang: MailLanguage, f: SignupMailFacts, outcome: LotteryOutcome): RenderedMail {
  const eus = lang === 'eus';
  const reader = f.readerFirstName?.trim() ? f.readerFirstName : null;
  const swimmer = f.firstName;
  const greeted = reader ?? swimmer;
  const blocks: Block[] = [{ p: eus ? `Kaixo, ${greeted}:` : `Hola, ${greeted}:` }];
  const subject = eus ? `Zozketaren emaitza: ${f.title}` : `Resultado del sorteo: ${f.title}`;
  if (outcome.kind === 'placed') {
    const group = lotteryGroupText(outcome.group, lang);
    let p: string;
    if (eus)
      p = reader
        ? `Taldeen zozketa egin da eta ${swimmer} "${f.title}" mailako talde honetan sartu da: ${group} (zure ${outcome.rank}. aukera; ${f.ticketId}. txartela).`
        : `Taldeen zozketa egin da eta "${f.title}" mailan plaza bat duzu: ${group} (zure ${outcome.rank}. aukera; ${f.ticketId}. txartela).`;
    else
      p = reader
        ? `Se ha celebrado el sorteo de grupos y ${swimmer} tiene plaza en "${f.title}": ${group} (tu opción ${outcome.rank}; inscripción nº ${f.ticketId}).`
        : `Se ha celebrado el sorteo de grupos y tienes plaza en "${f.title}": ${group} (tu opción ${outcome.rank}; inscripción nº ${f.ticketId}).`;
    blocks.push({ p });
    if (outcome.payUntil && f.priceEuros > 0)
      blocks.push({
        p: eus
          ? `Lehen kuota (${money(f.priceEuros, lang)}) txartelez ordaindu behar da ${formatMoment(outcome.payUntil, lang)} arte: ${f.payUrl}`
          : `La primera cuota (${money(f.priceEuros, lang)}) se paga con tarjeta hasta el ${formatMoment(outcome.payUntil, lang)}: ${f.payUrl}`,
      });
  } else {
    let p: string;
    if (eus)
      p = reader
        ? `Taldeen zozketa egin da eta "${f.title}" mailan aukeratu dituzun taldeak beteta daude. ${swimmer} itxarote-zerrendan dago (${f.ticketId}. txartela), zure lehentasunak gordeta: plaza bat libratzen bada, zozketaren ordenan eskainiko dizugu.`
        : `Taldeen zozketa egin da eta "${f.title}" mailan aukeratu dituzun taldeak beteta daude. Itxarote-zerrendan zaude (${f.ticketId}. txartela), zure lehentasunak gordeta: plaza bat libratzen bada, zozketaren ordenan eskainiko dizugu.`;
    else
      p = reader
        ? `Se ha celebrado el sorteo de grupos y los grupos que elegiste para ${swimmer} en "${f.title}" están completos. ${swimmer} queda en lista de espera (inscripción nº ${f.ticketId}) con tus preferencias guardadas: si se libera una plaza, te la ofreceremos por el orden del sorteo.`
        : `Se ha celebrado el sorteo de grupos y los grupos que elegiste en "${f.title}" están completos. Quedas en lista de espera (inscripción nº ${f.ticketId}) con tus preferencias guardadas: si se libera una plaza, te la ofreceremos por el orden del sorteo.`;
    blocks.push({ p });
  }
  return renderMail(lang, subject, blocks);
}
