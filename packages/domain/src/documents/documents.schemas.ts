import { z } from 'zod';

/**
 * Contracts of the family page's documentation tab, the SEPA mandate template and the calendar
 * feed (issue 9; spec 001 §2 family page, §7 calls, §8 texts).
 */

const personId = (field: string) =>
  z.coerce
    .number({ error: `${field}: a person id` })
    .int({ error: `${field}: a person id` })
    .positive({ error: `${field}: a person id` })
    .max(2_147_483_647);

/**
 * Document types of upload_documentation: 1 signed SEPA mandate for the membership quota,
 * 2 signed SEPA mandate for activities, 0 and 3 other documents.
 */
export const DOCUMENT_TYPES = [0, 1, 2, 3] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** What the server accepts, judged by the bytes (spec 001 §5, §9: jpeg, pdf, png). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Decision: 8 MB, a multi-page scan at a readable resolution. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

/** POST v3/delegated_acct/upload_documentation/ */
export const uploadDocumentationSchema = z.object({
  user_id: personId('user_id'),
  type: z.coerce
    .number({ error: 'type: 0, 1, 2 or 3' })
    .int({ error: 'type: 0, 1, 2 or 3' })
    .refine((v): v is DocumentType => (DOCUMENT_TYPES as readonly number[]).includes(v), { error: 'type: 0, 1, 2 or 3' }),
  name: z
    .string({ error: 'name: the file name' })
    .trim()
    .min(1, { error: 'name: the file name' })
    .max(200, { error: 'name: at most 200 characters' }),
  /** A base64 data URL: `data:<type>;base64,<bytes>` (the claimed type is ignored). */
  result: z.string({ error: 'result: a base64 data URL' }).min(1, { error: 'result: a base64 data URL' }),
});
export type UploadDocumentation = z.infer<typeof uploadDocumentationSchema>;

/** GET v3/delegated_acct/file/?id= */
export const fileQuerySchema = z.object({ id: personId('id') });
/** GET v3/delegated_acct/documents/?user_id= */
export const documentsQuerySchema = z.object({ user_id: personId('user_id') });
/** GET v3/delegated_acct/sepa_tpl/?userid=&mode= (mode 1 quota, 2 activities). */
export const sepaTemplateQuerySchema = z.object({
  userid: personId('userid'),
  mode: z.coerce
    .number({ error: 'mode: 1 (quota) or 2 (activities)' })
    .int({ error: 'mode: 1 (quota) or 2 (activities)' })
    .refine((v): v is 1 | 2 => v === 1 || v === 2, { error: 'mode: 1 (quota) or 2 (activities)' }),
});

/** A document of the person, as listed and as replied after an upload. */
export const personDocumentSchema = z.object({
  /** The file id: what `file/?id=` downloads. */
  id: z.number(),
  filename: z.string(),
  /** 0 or 3 other document, 1 SEPA quota, 2 SEPA activities. */
  filetype: z.number(),
  mime_type: z.string(),
  size: z.number(),
  /** ISO timestamp. */
  uploaded_at: z.string(),
});
export type PersonDocument = z.infer<typeof personDocumentSchema>;

/** A SEPA mandate issued for the person (the template) and, once back, its signature. */
export const sepaMandateSchema = z.object({
  reference: z.string(),
  /** 1 quota, 2 activities. */
  mode: z.number(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  signed_file_id: z.number().nullable(),
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;

export const documentsListSchema = z.object({
  files: z.array(personDocumentSchema),
  mandates: z.array(sepaMandateSchema),
});
export type DocumentsList = z.infer<typeof documentsListSchema>;

/** file/?id= and sepa_tpl: a name and the bytes as a base64 data URL. */
export const fileDownloadSchema = z.object({ name: z.string(), result: z.string() });
export type FileDownload = z.infer<typeof fileDownloadSchema>;

/** sepa_tpl's failure text (spec 001 §8); the web's title is 'Error al generar el documento!'. */
export const SEPA_TEMPLATE_FAILURE = 'Fallo al crear el documento. Intentalo de nuevo más tarde';

/**
 * GET v3/delegated_acct/calendar_url: whether the holder has a live feed. The address itself is
 * shown only once, when it is made (POST), because only its hash is kept.
 */
export const calendarStatusSchema = z.object({ active: z.boolean(), created_at: z.string().nullable() });
/** POST v3/delegated_acct/calendar_url: a new address (any previous one stops working). */
export const calendarUrlSchema = z.object({
  /** https address of the feed, for calendars that subscribe by URL (Google, Outlook). */
  url: z.string(),
  /** The same address with the webcal scheme, which opens the phone's calendar app. */
  webcal: z.string(),
  created_at: z.string(),
});
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;
export type CalendarUrl = z.infer<typeof calendarUrlSchema>;
