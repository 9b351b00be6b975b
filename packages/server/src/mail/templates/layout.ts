import { dayInWords } from '@club/domain/activities/words.rules';
import type { Language } from '@club/domain/shared/constants';
import { madridDate } from '@club/domain/shared/dates';

/** The languages mail is written in; English readers get Spanish, the club's fallback (spec 000 §1). */
export type MailLanguage = 'es' | 'eus';
export const mailLanguage = (lang: Language | string | null | undefined): MailLanguage => (lang === 'eus' ? 'eus' : 'es');

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Its language: the sender's name follows it (mail/mailer.ts). */
  lang: MailLanguage;
}

/** A block of a mail body: a paragraph, or a highlighted value such as a code. */
export type Block = { p: string } | { code: string };

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const signature: Record<MailLanguage, string> = {
  es: 'Un saludo,\nClub Natación Getxo',
  eus: 'Agur bero bat,\nGetxo Igeriketa Kluba',
};

/** Plain text and a simple, accessible HTML version of the same blocks. */
export function renderMail(lang: MailLanguage, subject: string, blocks: Block[]): RenderedMail {
  const all: Block[] = [...blocks, { p: signature[lang] }];
  const text = `${all.map((b) => ('p' in b ? b.p : `    ${b.code}`)).join('\n\n')}\n`;
  const body = all
    .map((b) =>
      'p' in b
        ? `<p style="margin:0 0 16px">${escapeHtml(b.p).replaceAll('\n', '<br>')}</p>`
        : `<p style="margin:0 0 16px;font:bold 28px/1.2 monospace;letter-spacing:6px">${escapeHtml(b.code)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang === 'eus' ? 'eu' : 'es'}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font:16px/1.5 Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">
${body}
</body>
</html>
`;
  return { subject, text, html, lang };
}

/** An amount of money in the mail's language ("67,00 €"); the templates' own copies predate it. */
export const formatCents = (cents: number, lang: MailLanguage): string =>
  new Intl.NumberFormat(lang === 'eus' ? 'eu' : 'es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A moment as the club reads it (Europe/Madrid), in the mail's language. */
export function formatMoment(at: Date, lang: MailLanguage): string {
  // Issue 20, point 4: the day as people write it (the domain's dayInWords: "24 de noviembre de
  // 2026", "2026ko azaroaren 24a", never a generic formatter's "2026(e)ko azaroaren 24(a)"), then
  // the Madrid time.
  return `${dayInWords(madridDate(at), lang)}, ${madridTime.format(at)}`;
}
const madridTime = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
