import { formatMoment, renderMail, type Block, type MailLanguage, type RenderedMail } from './layout.js';
import type { SignupMailFacts } from './activities.js';

/** The group lottery's result (issue 16), one mail per signup, in the family's language. */
export type LotteryOutcome = { kind: 'placed'; group: string; rank: number; payUntil: Date | null } | { kind: 'waiting' };

const money = (euros: number, lang: MailLanguage) =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(euros);

export function lotteryResultMail(lang: MailLanguage, f: SignupMailFacts, outcome: LotteryOutcome): RenderedMail {
  const eus = lang === 'eus';
  const blocks: Block[] = [{ p: eus ? `Kaixo, ${f.firstName}:` : `Hola, ${f.firstName}:` }];
  let subject: string;
  if (outcome.kind === 'placed') {
    subject = eus ? `Zozketaren emaitza: ${f.title}` : `Resultado del sorteo: ${f.title}`;
    blocks.push({
      p: eus
        ? `Taldeen zozketa egin da eta "${f.title}" mailan plaza bat duzu: ${outcome.group} (zure ${outcome.rank}. aukera; ${f.ticketId}. txartela).`
        : `Se ha celebrado el sorteo de grupos y tienes plaza en "${f.title}": ${outcome.group} (tu opción ${outcome.rank}; inscripción nº ${f.ticketId}).`,
    });
    if (outcome.payUntil && f.priceEuros > 0)
      blocks.push({
        p: eus
          ? `Lehen kuota (${money(f.priceEuros, lang)}) txartelez ordaindu behar da ${formatMoment(outcome.payUntil, lang)} arte: ${f.payUrl}`
          : `La primera cuota (${money(f.priceEuros, lang)}) se paga con tarjeta hasta el ${formatMoment(outcome.payUntil, lang)}: ${f.payUrl}`,
      });
  } else {
    subject = eus ? `Zozketaren emaitza: ${f.title}` : `Resultado del sorteo: ${f.title}`;
    blocks.push({
      p: eus
        ? `Taldeen zozketa egin da eta "${f.title}" mailan aukeratu dituzun taldeak beteta daude. Itxarote-zerrendan zaude (${f.ticketId}. txartela), zure lehentasunak gordeta: plaza bat libratzen bada, zozketaren ordenan eskainiko dizugu.`
        : `Se ha celebrado el sorteo de grupos y los grupos que elegiste en "${f.title}" están completos. Quedas en lista de espera (inscripción nº ${f.ticketId}) con tus preferencias guardadas: si se libera una plaza, te la ofreceremos por el orden del sorteo.`,
    });
  }
  return renderMail(lang, subject, blocks);
}
