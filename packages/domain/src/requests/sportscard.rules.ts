import { DOCUMENT_MIME_TYPES } from '../documents/documents.schemas.js';
import { SPORTSCARD_DOCUMENT_TEXT, SPORTSCARD_STATE, type SportscardStatus } from './requests.schemas.js';

/**
 * The sports card (spec 001 §4 sports card, §5 sports card step 1): the person downloads the
 * template (gkmember_tpl), uploads it signed as a type-3 document, and confirms.
 */

/** The document type the signed sports-card template is uploaded as (upload_documentation). */
export const SPORTSCARD_DOCUMENT_TYPE = 3;

/** What the signed copy may be (spec 001 §5, §9), judged by the bytes. */
export const SPORTSCARD_MIME_TYPES = DOCUMENT_MIME_TYPES;

/** The sports-card assistant's steps: 0 data, 1 upload the signed template, 2 confirm. */
export const SPORTSCARD_STEP = { data: 0, upload: 1, confirm: 2 } as const;
export type SportscardStep = (typeof SPORTSCARD_STEP)[keyof typeof SPORTSCARD_STEP];

/**
 * The document rule (spec 001 §5): a signed document (type 3) must exist, uploaded now or before;
 * without one, the spec's message. The server refuses request_sportscard with the same text.
 */
export const sportscardDocumentProblem = (p: { hasSignedDocument: boolean }): string | null =>
  p.hasSignedDocument ? null : SPORTSCARD_DOCUMENT_TEXT;

/** Whether a document of the person counts as the signed template: type 3 and an accepted type. */
export const isSignedSportscardDocument = (d: { filetype: number; mime_type: string }): boolean =>
  d.filetype === SPORTSCARD_DOCUMENT_TYPE && (SPORTSCARD_MIME_TYPES as readonly string[]).includes(d.mime_type);

/** The sports-card request button hides while a request waits for the office (spec 001 §4). */
export const showSportscardRequestButton = (card: SportscardStatus): boolean => !card || card.state !== SPORTSCARD_STATE.waiting;

/** The template's file name for a person: ASCII, no spaces (it is saved on phones too). */
export function sportscardTemplateName(firstName: string, lastName: string): string {
  const slug = `${firstName} ${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `tarjeta-deportiva${slug ? `-${slug}` : ''}.pdf`;
}
