import fs from 'node:fs/promises';
import path from 'node:path';
import { isUndeliverableEmail } from '@club/domain/family/persons.rules';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../lib/on-first-use.js';

/** Loaded by the first mail sent (lib/on-first-use.ts). */
const nodemailer = onFirstUse(async () => (await import('nodemailer')).default);

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The mail's language (templates/layout.ts renderMail sets it); Spanish when absent. */
  lang?: 'es' | 'eus';
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The sender, `Name <address>` or an address (MAIL_FROM). */
  from: string;
  /** The sender's name on a mail in Basque, at the same address (MAIL_FROM_NAME_EUS). */
  fromNameEus?: string;
  outboxDir: string;
}

/**
 * The From of a message: the club's name in the mail's language. A Basque reader's inbox shows
 * 'Getxo Igeriketa Kluba', a Spanish one's 'Club Natación Getxo', from the one address.
 */
export function senderOf(
  opts: Pick<MailerOptions, 'from' | 'fromNameEus'>,
  lang: MailMessage['lang'],
): string | { name: string; address: string } {
  if (lang !== 'eus' || !opts.fromNameEus) return opts.from;
  const address = /<([^>]+)>/.exec(opts.from)?.[1] ?? opts.from.trim();
  return { name: opts.fromNameEus, address };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL mail goes out through that server; without it every message is written as an
 * .eml file to DATA_DIR/mail, a readable outbox for development and tests.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const inner = createTransportMailer(opts);
  // A managed family member's placeholder address (`.invalid`, reserved by RFC 2606) never
  // receives mail: the family's mail goes to the account holder (issue 9).
  return { send: async (m) => (isUndeliverableEmail(m.to) ? undefined : inner.send(m)) };
}

function createTransportMailer(opts: MailerOptions): Mailer {
  // What nodemailer is given: the message with its sender, without the language it was chosen by.
  const outgoing = ({ lang, ...m }: MailMessage) => ({ ...m, from: senderOf(opts, lang) });
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = onFirstUse(async (): Promise<Transporter> => (await nodemailer()).createTransport(smtpUrl));
    return { send: async (m) => void (await (await transport()).sendMail(outgoing(m))) };
  }
  const transport = onFirstUse(async () => (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  let sequence = 0;
  return {
    async send(m) {
      const info = await (await transport()).sendMail(outgoing(m));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      sequence += 1;
      const file = path.join(opts.outboxDir, `${stamp}-${String(sequence).padStart(4, '0')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
