import path from 'node:path';
import { isValidIban, isValidSwift, normalizeIban, normalizeSwift } from '@club/domain/account/bank.rules';
import { isValidCreditorId } from '@club/domain/documents/sepa.rules';
import { DEFAULT_OFFER_HOURS } from '@club/domain/activities/activities.constants';
import { CLUB_DEMO_TAX_ID } from '@club/domain/shared/club';
import { isValidSpanishTaxId, normaliseSpanishId } from '@club/domain/shared/spanish-id.rules';
import { z } from 'zod';

/**
 * One schema over the environment, read once at boot. Defaults make `npm start` work on a
 * laptop: the embedded PostgreSQL server under ./data/postgres, mail written to ./data/mail, the
 * Redsys test merchant and the built-in gateway simulator.
 */
const flag = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Port of the embedded server (a free loopback port when unset); ignored with DATABASE_URL. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Connections in this node's pool. */
  /** Seconds a public read is served from memory (0 turns the cache off). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Seconds a signed-in session (and its profile's parts) is served from this node's memory
   * (0 turns the cache off). Any change to it drops it at once on every node (plugins/session-cache.ts).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  SEED_DEMO: flag.default(true),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Club Natación Getxo <web@cngetxo.eus>'),
  MAIL_FROM_NAME_EUS: z.string().min(1).max(100).default('Getxo Igeriketa Kluba'),
  CLUB_OFFICE_EMAIL: z.email().default('bulegoa@cngetxo.eus'),
  /** The office console; the portal's own /gestion unless an external site is named. */
  MANAGEMENT_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^\d{1,9}$/)
    .default('999008881'),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('1'),
  REDSYS_SECRET: z.string().min(16).default('sq7HjrUOBfKmC576ILgskD5srU870gJ7'),
  REDSYS_URL: z.url().optional(),
  /**
   * How long an unpaid card signup keeps its seat. Decision: 30 minutes — enough for a parent on a
   * phone to find the card and pass the bank's 3-D Secure step (or retry after a refusal), short
   * enough that on the night enrolment opens an abandoned basket frees its seat for the waiting
   * list within the half hour. A reminder mail goes out at two thirds of it.
   */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * How long a seat offered from the waiting list waits to be taken (paid). Decision: 24 hours,
   * so a parent who reads the mail the next morning still gets the seat.
   */
  OFFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(DEFAULT_OFFER_HOURS),
  /**
   * The club's SEPA creditor identifier, printed on every direct-debit mandate (sepa_tpl). Checked
   * at boot (format and ISO 7064 MOD 97-10 check digits): a wrong one would make every mandate the
   * members sign worthless. The default is a valid-format demo identifier (ES, check digits, 000,
   * a made-up association NIF); production sets the one the club's bank assigned.
   */
  CLUB_SEPA_CREDITOR_ID: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidCreditorId, {
      error: 'not a valid SEPA creditor identifier (e.g. ES12000G48012345: country, MOD 97-10 check digits, business code, NIF)',
    })
    .default('ES12000G48012345'),
  /**
   * The club's account the remittances collect into (CdtrAcct of the pain.008 file), and its BIC
   * ('' writes none: SEPA needs no BIC inside the EEA). The default is a valid-format demo IBAN;
   * production sets the account the creditor identifier was registered with.
   */
  CLUB_SEPA_IBAN: z
    .string()
    .transform((v) => normalizeIban(v))
    .refine((v) => isValidIban(v), { error: 'not a valid IBAN (e.g. ES9121000418450200051332)' })
    .default('ES9121000418450200051332'),
  CLUB_SEPA_BIC: z
    .string()
    .transform((v) => normalizeSwift(v))
    .refine((v) => v === '' || isValidSwift(v), { error: 'not a valid BIC (8 or 11 characters)' })
    .default(''),
  /** The club's NIF/CIF printed on every receipt (issue 20): its check character is verified here. */
  CLUB_TAX_ID: z
    .string()
    .transform(normaliseSpanishId)
    .refine(isValidSpanishTaxId, { error: 'not a valid Spanish NIF/CIF (e.g. G48123459: its check character does not match)' })
    .default(CLUB_DEMO_TAX_ID),
  /**
   * The creditor's legal name on the mandates, the SEPA files and the receipts. The club's
   * address is not configured here: the site, the legal texts and the documents print the one in
   * @club/domain/shared/club, in the reader's language.
   */
  CLUB_LEGAL_NAME: z.string().trim().min(3).max(70).default('Club Natación Getxo - Getxo Igeriketa Kluba'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'REDSYS_URL' | 'MANAGEMENT_URL'> {
  MANAGEMENT_URL: string;
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** Where the browser posts the signed payment form; the built-in simulator unless set. */
  REDSYS_URL: string;
}

export class ConfigError extends Error {}

/** A variable set to the empty string (`NODE_ENV=`) counts as unset, as a shell user expects. */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    PUBLIC_URL: publicUrl,
    REDSYS_URL: e.REDSYS_URL ?? `${publicUrl}/gateway/sis/realizarPago`,
    MANAGEMENT_URL: e.MANAGEMENT_URL ?? `${publicUrl}/gestion`,
    ...overrides,
  };
}
