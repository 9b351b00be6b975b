import { randomBytes } from 'node:crypto';
import { isValidIban, isValidSwift, normalizeIban, normalizeSwift, spanishBankCode, suggestSwift } from '@club/domain/account/bank.rules';
import { ES_BANK_BIC } from '@club/domain/account/es-bank-bic';
import { SEPA_TEMPLATE_FAILURE, type FileDownload } from '@club/domain/documents/documents.schemas';
import { mandateReference, type SepaMode } from '@club/domain/documents/sepa.rules';
import { clubAddressInOneLine } from '@club/domain/shared/club';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import { buildSepaMandatePdf } from '../../writers/sepa-mandate.js';
import { findLinkOfPerson, findUserById, personForActor } from '../people/index.js';
import { insertMandate, lockLatestUnsignedMandate } from './documents.repository.js';

/** A failure carries the catalogue's text in `ext`; `error` is the cause, for the log only. */
export type SepaOutcome = { ok: true; data: FileDownload } | { ok: false; ext: string; error?: unknown };

/**
 * Who the mandate debits. Decision: a managed person (a child) has no activities bank details of
 * their own — only the account holder edits them (spec 001 §6) — so their activities mandate
 * (mode 2) names the holder as debtor, with the holder's activities IBAN, while its reference
 * stays the person's. Anyone with details of their own signs for themselves.
 */
async function payerOf(ctx: AppContext, person: UserRow, mode: SepaMode): Promise<UserRow> {
  if (mode !== 2 || person.pmIban.trim()) return person;
  const link = await findLinkOfPerson(ctx.db, person.id);
  return (link && (await findUserById(ctx.db, link.holderId))) || person;
}

/** The bank details a mandate debits: mode 1 the membership quota's, mode 2 the activities'. */
export function bankDetailsFor(person: UserRow, mode: SepaMode): { iban: string; bic: string } {
  return mode === 1 ? { iban: person.gkIban, bic: person.gkSwift } : { iban: person.pmIban, bic: person.pmSwift };
}

const NO_IBAN: Record<SepaMode, string> = {
  1: 'No hay ningún IBAN para la cuota de socio de esta persona: añádelo en los datos de pago de socio y vuelve a intentarlo',
  2: 'No hay ningún IBAN para las actividades de esta persona: añádelo en los datos de pago de actividades y vuelve a intentarlo',
};
const BAD_IBAN = 'El IBAN guardado no es válido: corrígelo en los datos de pago y vuelve a intentarlo';

/**
 * sepa_tpl: the SEPA Core mandate of a person for the quota (mode 1) or activities (mode 2),
 * filled with their name, address and bank details and the club's creditor data.
 * Decision: a new reference is issued only when needed — the person's newest unsigned mandate
 * of the mode is printed again while its IBAN is still the one on file, so downloading the
 * template twice does not leave two open mandates; a changed IBAN gets a new mandate (the old
 * stays unsigned). The BIC on file is used; without one, the bank's BIC is looked up from a
 * Spanish IBAN (a mandate without BIC is valid in SEPA, and the line stays blank otherwise).
 */
export async function sepaTemplate(ctx: AppContext, actor: UserRow, userId: number, mode: SepaMode): Promise<SepaOutcome> {
  const person = await personForActor(ctx, actor, userId);
  const payer = await payerOf(ctx, person, mode);
  const details = bankDetailsFor(payer, mode);
  if (!details.iban.trim()) return { ok: false, ext: NO_IBAN[mode] };
  const iban = normalizeIban(details.iban);
  if (!iban || !isValidIban(iban)) return { ok: false, ext: BAD_IBAN };
  const storedBic = normalizeSwift(details.bic);
  const bankCode = spanishBankCode(iban);
  const bic = isValidSwift(storedBic) ? storedBic : ((bankCode && suggestSwift(bankCode, ES_BANK_BIC)) ?? '');
  const now = ctx.now();

  try {
    return await ctx.db.transaction(async (t) => {
      const open = await lockLatestUnsignedMandate(t, person.id, mode);
      const mandate =
        open && open.iban === iban
          ? open
          : await insertMandate(t, {
              reference: mandateReference(mode, person.id, now, randomBytes(8).toString('base64url')),
              userId: person.id,
              mode,
              iban,
              bic,
              createdAt: now,
            });
      const lang = person.preferredLanguage === 'eus' ? 'eus' : 'es';
      const pdf = await buildSepaMandatePdf({
        reference: mandate.reference,
        mode,
        creditor: { id: ctx.config.CLUB_SEPA_CREDITOR_ID, name: ctx.config.CLUB_LEGAL_NAME, address: clubAddressInOneLine(lang) },
        debtor: {
          name: `${payer.firstName} ${payer.lastName}`.trim(),
          address: payer.address,
          zipCity: [payer.zipcode, payer.city].filter(Boolean).join(' - '),
          country: payer.country,
          iban,
          bic: mandate.bic || bic,
        },
        lang,
        issued: mandate.createdAt,
      });
      const name = `${mode === 1 ? 'Mandato SEPA cuota' : 'Mandato SEPA actividades'} - ${mandate.reference}.pdf`;
      return { ok: true as const, data: { name, result: `data:application/pdf;base64,${pdf.toString('base64')}` } };
    });
  } catch (err) {
    // A PDF or database failure: the catalogue's text; the route logs the cause.
    return { ok: false, ext: SEPA_TEMPLATE_FAILURE, error: err };
  }
}
