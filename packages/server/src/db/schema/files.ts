import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Every file the portal serves or keeps: news attachments, record sheets, covers, avatars,
 * uploaded documents. The bytes live in the database so a file exists exactly when its row does,
 * and every server instance sees the same files.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** What the file belongs to, e.g. 'news', 'records', 'avatar', 'sepa'. */
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    /** Personal files (avatars, documents) have an owner; public ones do not. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    isPublic: integer('is_public').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export type FileRow = typeof files.$inferSelect;
