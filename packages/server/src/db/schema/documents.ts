import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { files } from './files.js';

/**
 * The documentation tab of a person (issue 9): files uploaded for them with
 * upload_documentation. The bytes are a private `files` row owned by the person (purpose
 * 'person-document'); this row says what the document is and who uploaded it.
 * type: 0 and 3 other documents, 1 signed SEPA mandate (quota), 2 signed SEPA mandate (activities).
 */
export const personDocuments = pgTable(
  'person_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    /** The account that uploaded it (the person, their holder or the office). */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('person_documents_file_key').on(t.fileId),
    index('person_documents_user_idx').on(t.userId, t.createdAt),
    check('person_documents_type_check', sql`${t.type} IN (0, 1, 2, 3)`),
  ],
);

export type PersonDocumentRow = typeof personDocuments.$inferSelect;

/**
 * SEPA Core direct-debit mandates issued with sepa_tpl. The bank remittance (pain.008) needs the
 * mandate reference (MndtId) and the signature date (DtOfSgntr); the debtor's IBAN and BIC are
 * kept as printed on the mandate. mode: 1 membership quota, 2 activities. A mandate is signed when
 * its signed copy comes back through upload_documentation (type 1 or 2).
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: smallint('mode').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedFileId: integer('signed_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sepa_mandates_reference_key').on(t.reference),
    index('sepa_mandates_user_idx').on(t.userId, t.mode, t.createdAt),
    check('sepa_mandates_mode_check', sql`${t.mode} IN (1, 2)`),
  ],
);

export type SepaMandateRow = typeof sepaMandates.$inferSelect;

/**
 * The private calendar feed of an account holder: GET /api/v2/calendar/<token>.ics. The token is
 * the credential, so only its SHA-256 is kept; one live feed per holder (making a new one or
 * revoking deletes the old row).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
