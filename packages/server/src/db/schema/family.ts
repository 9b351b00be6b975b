import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseSignups, courses } from './activities.js';
import { users } from './auth.js';

/**
 * Persons managed by an account holder (issue 9, spec 001 §3 "Linked user").
 *
 * Decision: a managed person is a `users` row like any other (so enrolment, profiles, files and
 * memberships keep working on `user_id`), linked to exactly one account holder here. A person is
 * held by at most one holder (person_id UNIQUE); a holder is never held (no chains: the service
 * refuses to link an account that holds persons or is held).
 * relation: 'child' (created by the holder, usually without identity: a placeholder address,
 * no password) or 'delegated' (an adult who gave the holder delegation; may have a login).
 * Deleting either account removes the link (ON DELETE CASCADE); what happens to the persons is
 * decided in family/account-removal.ts.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: serial('id').primaryKey(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull().default('child'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_links_person_key').on(t.personId),
    index('family_links_holder_idx').on(t.holderId),
    check('family_links_relation_check', sql`${t.relation} IN ('child', 'delegated')`),
    check('family_links_not_self_check', sql`${t.holderId} <> ${t.personId}`),
  ],
);

export type FamilyLinkRow = typeof familyLinks.$inferSelect;
export type NewFamilyLinkRow = typeof familyLinks.$inferInsert;

/**
 * A family enrolment (extended_enroll/do_impersonated_enroll): the queue enrolled together in one
 * transaction by a holder. Decision: ONE card payment for the whole order; its ledger row is the
 * 'family-order' payable kind with ref = this id, and settles every ticket of the order.
 */
export const familyOrders = pgTable(
  'family_orders',
  {
    id: serial('id').primaryKey(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_orders_holder_idx').on(t.holderId)],
);

export type FamilyOrderRow = typeof familyOrders.$inferSelect;

/** The tickets of a family order (a ticket belongs to at most one order). */
export const familyOrderTickets = pgTable(
  'family_order_tickets',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => familyOrders.id, { onDelete: 'cascade' }),
    signupId: integer('signup_id')
      .notNull()
      .references(() => courseSignups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('family_order_tickets_signup_key').on(t.signupId), index('family_order_tickets_order_idx').on(t.orderId)],
);

export type FamilyOrderTicketRow = typeof familyOrderTickets.$inferSelect;
