import { SPORTSCARD_MIME_TYPES, sportscardTemplateName } from '@club/domain/requests/sportscard.rules';
import { REQUEST_CODE, SPORTSCARD_DOCUMENT_TEXT, type SportscardStatus } from '@club/domain/requests/requests.schemas';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/auth.js';
import { buildSportscardTemplatePdf } from '../../writers/sportscard-template.js';
import { personForActor } from '../people/index.js';
import type { Outcome } from './outcome.js';
import * as repo from './requests.repository.js';

/** gkmember_tpl: the sports-card template naming the person, as a PDF data URL. */
export async function sportscardTemplate(ctx: AppContext, actor: UserRow, userId: number): Promise<{ name: string; result: string }> {
  const person = await personForActor(ctx, actor, userId);
  const pdf = await buildSportscardTemplatePdf({
    club: ctx.config.CLUB_LEGAL_NAME,
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      personId: person.personId,
      dateOfBirth: person.dateOfBirth,
      address: person.address,
      zipCity: [person.zipcode, person.city].filter(Boolean).join(' - '),
    },
    lang: actor.preferredLanguage === 'eus' ? 'eus' : 'es',
    issued: ctx.now(),
  });
  return {
    name: sportscardTemplateName(person.firstName, person.lastName),
    result: `data:application/pdf;base64,${pdf.toString('base64')}`,
  };
}

/**
 * request_sportscard: stored when the person has a signed template (a type-3 document of an
 * accepted type, uploaded with upload_documentation); refused with the spec's message otherwise,
 * and while another request of the person waits for the office.
 */
export async function requestSportscard(ctx: AppContext, actor: UserRow, userId: number): Promise<Outcome<{ id: number }>> {
  const person = await personForActor(ctx, actor, userId);
  const doc = await repo.findSignedTemplate(ctx.db, person.id, SPORTSCARD_MIME_TYPES);
  if (!doc) return { ok: false, code: REQUEST_CODE.sportscardDocumentMissing, ext: SPORTSCARD_DOCUMENT_TEXT };
  const id = await repo.insertSportscardRequest(ctx.db, { userId: person.id, fileId: doc.fileId, createdBy: actor.id, at: ctx.now() });
  if (id === null) return { ok: false, code: REQUEST_CODE.sportscardPending };
  return { ok: true, data: { id } };
}

export async function sportscardOf(db: Db, userId: number): Promise<SportscardStatus> {
  const r = await repo.latestSportscardRequest(db, userId);
  return r ? { id: r.id, state: r.processedAt ? 1 : 0, created_at: r.createdAt.toISOString() } : null;
}
