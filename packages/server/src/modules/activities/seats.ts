/**
 * The seat code, offered to the other areas that hand out limited places (seasons next) through
 * this area's index.ts as `seats`. Today it works on the courses' tables (course_variants = the
 * group whose seats are counted, course_signups = the tickets); these are the pieces, in the order
 * a seat is decided, so a new area reuses them (or generalises them here) instead of copying:
 *
 * 1. Lock the group: `lockVariant(tx, id)`, SELECT ... FOR UPDATE of the variant row. Every count
 *    and change of its seats happens under that lock, in one transaction (`ctx.lockingDb`, the
 *    small pool of transactions that lock a limited thing). Lock order everywhere: a signup row,
 *    then its variant.
 * 2. Count under the lock: `countSeatHolders` / `countSeatHoldersAndWaiting` (a seat holder is a
 *    confirmed ticket or one on a live payment hold or offer; `isSeatHolder` is the same rule for
 *    one row), `freeSeats`.
 * 3. Decide seat or waiting list for several requests at once, in arrival order: `placeEnrolments`
 *    (while anybody waits, a newcomer waits too). The batcher groups the requests of one group
 *    that arrive together into one transaction, and isolates a failing one: `KeyedBatcher`.
 *    Decision: `seatBatcherFor` keeps ONE batcher per database for the course enrolments (it
 *    remembers the first `run` it was given); another area makes its own `new KeyedBatcher(run)`.
 * 4. Holds and offers: an unpaid card ticket holds its seat PAYMENT_HOLD_MINUTES
 *    (`extendLiveHold` when a payment starts late), a freed seat is offered to the waiting list
 *    for OFFER_HOURS (`promoteWaitingList`, inside the transaction that freed it), and the jobs
 *    `sendHoldReminders`, `expireLapsedHolds`, `expireLapsedOffers` (activities.jobs.ts) remind,
 *    free and offer again.
 * 5. Who is offered a freed seat: the variant's waiting list, first come first served, unless
 *    the area owning the group picks (`registerWaitingPicker`: the seasons' lottery order).
 * 6. The groups themselves (course_variants rows) are read and written here only: a season
 *    level's groups are its course's variants (`listVariantsOfCourses`, `findVariant`,
 *    `listVariantsByIds`, `upsertVariant`, `deleteVariant`).
 */
export {
  countSeatHolders,
  countSeatHoldersAndWaiting,
  deleteVariant,
  extendLiveHold,
  findVariant,
  listVariantsByIds,
  listVariantsOfCourses,
  lockFirstWaiting,
  lockVariant,
  upsertVariant,
} from './activities.repository.js';
export { isSeatHolder } from './admin.service.js';
export { placeEnrolments, type PlacedEnrolment } from './enrol.service.js';
export { KeyedBatcher, seatBatcherFor } from './seat-batcher.js';
export {
  expireLapsedHolds,
  expireLapsedOffers,
  freeSeats,
  promoteWaitingList,
  registerWaitingPicker,
  sendHoldReminders,
  type WaitingPicker,
} from './waiting-list.service.js';
