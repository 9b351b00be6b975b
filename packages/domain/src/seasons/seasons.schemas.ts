import { z } from 'zod';
import { euroAmountSchema, isoDateSchema } from '../activities/course.schemas.js';
import { flag01 } from '../shared/flags.js';
import { LEVEL_IDS, SEASON_REFUSALS } from './eligibility.rules.js';
import { LOTTERY_SEED_MAX } from './lottery.rules.js';
import { MAX_PRIORITY, mayDrawByLottery } from './ranking.rules.js';

/**
 * Contracts of the seasons area (spec 001 §3 Season, Level, Variant, "Signups in family view";
 * §7 courses/levels, v3/enrol/*, manage_payments; issue 16's office contract). Money in the API
 * is euros as numbers; a group's `price` is its monthly fee and also accepts a comma string
 * ("45,50") on the way in.
 */

/** A whole number sent as a number or a numeric string (query strings, old clients). */
export const idLike = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
    ],
    { error: 'validation.id' },
  )
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_000_000_000));

const text = (max: number) => z.string().max(max, { error: 'validation.too_long' });
const label = (max = 500) => text(max).default('');

export const levelIdSchema = z
  .number({ error: 'validation.level' })
  .int()
  .refine((n) => (LEVEL_IDS as readonly number[]).includes(n), { error: 'validation.level' });

/** Season (spec 001 §3). */
export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Basque ('' = as in Spanish). */
  name_eus: z.string(),
  date_begin: z.string(),
  date_end: z.string(),
  signup_end: z.string(),
});
export type Season = z.output<typeof seasonSchema>;

/** A level's group (spec 001 §3 Variant) as the office sends it. */
export const groupBodySchema = z.object({
  /** Sent: the group keeps it (and its signups); absent: the server makes one. */
  uuid: z.guid().optional(),
  poolID: z.union([z.literal(1), z.literal(2)], { error: 'validation.pool' }),
  /** 0 Monday ... 6 Sunday. */
  selected_days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .refine((d) => new Set(d).size === d.length, { error: 'validation.days' })
    .default([]),
  schedule: text(200).default(''),
  max_seating: z.number({ error: 'validation.seats' }).int({ error: 'validation.seats' }).min(0).max(100_000),
  /** The monthly fee, euros. */
  price: euroAmountSchema,
  visibility: flag01.default(1),
});
export type GroupBody = z.output<typeof groupBodySchema>;
export type GroupBodyInput = z.input<typeof groupBodySchema>;

/** A level as the office sends it (the shape courses/levels returns, without cover and seats). */
export const levelBodySchema = z
  .object({
    id: levelIdSchema,
    title_es: z.string().trim().min(1, { error: 'validation.title' }).max(300),
    title_eus: label(300),
    description_es: label(4000),
    description_eus: label(4000),
    /** Sanitised HTML. */
    content_es: label(200_000),
    content_eus: label(200_000),
    /** 0 = no bound. */
    age_min_months: z.number().int().min(0).max(2000).default(0),
    age_max_months: z.number().int().min(0).max(2000).default(0),
    requires_membership: flag01.default(0),
    allow_override_signupdate: flag01.default(0),
    variant_requires_priority: flag01.default(0),
    /** An uploaded picture (the office's upload mechanism); null keeps none. */
    coverID: z.number().int().positive().nullable().default(null),
    variants: z.array(groupBodySchema).max(60).default([]),
  })
  .refine((l) => l.variant_requires_priority !== 1 || mayDrawByLottery(l), {
    error: 'validation.lottery_age',
    path: ['age_min_months'],
  });
export type LevelBody = z.output<typeof levelBodySchema>;
export type LevelBodyInput = z.input<typeof levelBodySchema>;

/** POST /api/admin/seasons and PUT /api/admin/seasons/{id}. */
export const seasonBodySchema = z
  .object({
    name: z.string().trim().min(1, { error: 'validation.name' }).max(200),
    /** Optional: the pages show the Spanish name where it is empty. */
    name_eus: z.string().trim().max(200).default(''),
    date_begin: isoDateSchema,
    date_end: isoDateSchema,
    signup_end: isoDateSchema,
    levels: z.array(levelBodySchema).max(40).default([]),
  })
  .refine((s) => s.date_begin < s.date_end, { error: 'validation.date_order', path: ['date_end'] })
  .refine((s) => new Set(s.levels.map((l) => l.id)).size === s.levels.length, { error: 'validation.level_twice', path: ['levels'] })
  .refine(
    (s) => {
      const uuids = s.levels.flatMap((l) => l.variants.flatMap((v) => (v.uuid ? [v.uuid.toLowerCase()] : [])));
      return new Set(uuids).size === uuids.length;
    },
    { error: 'validation.group_twice', path: ['levels'] },
  );
export type SeasonBody = z.output<typeof seasonBodySchema>;
export type SeasonBodyInput = z.input<typeof seasonBodySchema>;
export const seasonIdReplySchema = z.object({ id: z.number().int() });

/** A group as courses/levels/ returns it. */
export const groupSchema = z.object({
  uuid: z.string(),
  poolID: z.number().int(),
  selected_days: z.array(z.number().int()),
  schedule: z.string(),
  max_seating: z.number().int(),
  /** Monthly fee, euros. */
  price: z.number(),
  visibility: z.union([z.literal(0), z.literal(1)]),
  /** Always 0 here: a family's ranking travels in do_enrol_v2's selectedLevel (spec 001 §3 Variant). */
  priority: z.number().int(),
  /** Seats left: 0 or fewer, the next signup waits. */
  seats: z.number().int(),
});
export type Group = z.output<typeof groupSchema>;

/** A level as courses/levels/ returns it (spec 001 §3 Level). */
export const levelSchema = z.object({
  id: z.number().int(),
  title_es: z.string(),
  title_eus: z.string(),
  description_es: z.string(),
  description_eus: z.string(),
  content_es: z.string(),
  content_eus: z.string(),
  coverID: z.number().int().nullable(),
  cover: z.object({ path: z.string() }).nullable(),
  age_min_months: z.number().int(),
  age_max_months: z.number().int(),
  requires_membership: z.union([z.literal(0), z.literal(1)]),
  allow_override_signupdate: z.union([z.literal(0), z.literal(1)]),
  variant_requires_priority: z.union([z.literal(0), z.literal(1)]),
  /** `/actividades/temporada/{slug}` (made from title_es). */
  slug: z.string(),
  variants: z.array(groupSchema),
});
export type Level = z.output<typeof levelSchema>;

/** GET courses/levels/ (the whole reply: `season` and `season_name` sit beside `data`). */
export const levelsReplySchema = z.object({
  success: z.literal(1),
  season: seasonSchema,
  season_name: z.string(),
  /** The season's name in Basque ('' = as in Spanish). */
  season_name_eus: z.string(),
  data: z.array(levelSchema),
});
export type LevelsReply = z.output<typeof levelsReplySchema>;

/** `userData` of the assistant's calls: who the signup is for (the caller or a person of their family). */
export const userDataSchema = z.object({ user_id: idLike });

/** A group as the assistant may send it back: only `uuid` and, on a priority level, `priority` are read. */
export const rankedGroupSchema = z.object({
  uuid: z.guid(),
  priority: z
    .union([z.number(), z.string().trim().regex(/^\d$/)])
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PRIORITY))
    .default(0),
});

/**
 * POST v3/enrol/do_enrol_v2/. The group is `selectedScheduleID` (its uuid), or `selectedSchedule`
 * (the group object, only its uuid read); any price sent is ignored. On a priority level the
 * ranking travels as `selectedLevel.variants[].priority` (1 first choice, 0 not ranked).
 */
export const doEnrolV2BodySchema = z.object({
  userData: userDataSchema,
  selectedLevelID: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/),
    ])
    .transform(Number),
  selectedLevel: z
    .object({ variants: z.array(rankedGroupSchema).max(60).default([]) })
    .nullable()
    .optional(),
  selectedSchedule: z.object({ uuid: z.guid() }).nullable().optional(),
  selectedScheduleID: z.union([z.guid(), z.literal(''), z.null()]).optional(),
  /** Step 1's terms checkbox, saved with the signup (needed while the person never accepted them). */
  accepted_terms_conditions: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
});
export type DoEnrolV2Body = z.output<typeof doEnrolV2BodySchema>;
export type DoEnrolV2BodyInput = z.input<typeof doEnrolV2BodySchema>;

/** do_enrol_v2's reply data: status 0 seat held until the initial payment, 3 waiting (list, ranking or level 39). */
export const doEnrolV2ReplySchema = z.object({
  ticketID: z.number().int(),
  status: z.number().int(),
  payment_status: z.number().int(),
  /** Euros: the initial payment (the group's monthly fee); 0 when nothing is due now. */
  payment_price: z.number(),
});
export type DoEnrolV2Reply = z.output<typeof doEnrolV2ReplySchema>;

/** do_enrol_v2's code of a refusal (eligibility.rules.ts, where a page reads it without zod). */
export { ENROL_V2_REFUSED } from './eligibility.rules.js';
export const seasonRefusalDataSchema = z.object({ reasons: z.array(z.enum(SEASON_REFUSALS)) });

/** POST v3/enrol/get_pending_signup/ -> data.ticketID of the person's signup still to pay. */
export const getPendingSignupBodySchema = z.object({ userData: userDataSchema });
export const getPendingSignupReplySchema = z.object({ ticketID: z.number().int(), payment_price: z.number(), level_id: z.number().int() });

/** GET manage_payments/get_season_pending_detail/?ticketID= */
export const seasonPendingDetailQuerySchema = z.object({ ticketID: idLike });

/** An entry of manage_payments/get_pending `leveled` (spec 000 §3 Pending payment). */
export const leveledPendingSchema = z.object({
  ticketID: z.number().int(),
  /** payment_status: 0 Pendiente, 1 Validado, 2 Rechazado. */
  sticket: z.object({ payment_status: z.number().int(), payment_price: z.number(), status: z.number().int() }),
  item: z.object({
    level_id: z.number().int(),
    title_es: z.string(),
    title_eus: z.string(),
    season_name: z.string(),
    schedule: z.string(),
    poolID: z.number().int().nullable(),
  }),
  users: z.object({ user_id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  price_acc: z.number(),
});
export type LeveledPending = z.output<typeof leveledPendingSchema>;

/**
 * A season signup in the family view (spec 001 §3 "Signups in family view"): v3/delegated_acct/signups
 * `continuous`. The family's contract (the family view shows it and must not depend on this area),
 * under the name this area has always used.
 */
export {
  familySeasonSignupSchema as continuousSignupSchema,
  type FamilySeasonSignup as ContinuousSignup,
} from '../family/family.schemas.js';

// ---- The office ----------------------------------------------------------------------------

/** A row of GET /api/admin/seasons/{id}/signups. */
export const adminSeasonSignupSchema = z.object({
  ticketID: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  level_id: z.number().int(),
  /** The group held; null while none (ranking not drawn, waiting list, level 39). */
  uuid: z.string().nullable(),
  /** The group waited for (waiting list of a plain level); null otherwise. */
  waiting_uuid: z.string().nullable(),
  status: z.number().int(),
  payment_status: z.number().int(),
  payment_price: z.number(),
  ranking: z.array(z.object({ uuid: z.string(), rank: z.number().int() })),
  draw_position: z.number().int().nullable(),
  signup_dt: z.string(),
  /** The swimmer's answer on the use of their images: 1 yes, 0 no or never answered (issue 20, point 2). */
  image_use: z.number().int(),
});
export type AdminSeasonSignup = z.output<typeof adminSeasonSignupSchema>;

/** A season in the office's list. */
export const adminSeasonRowSchema = seasonSchema.extend({ levels: z.number().int(), signups: z.number().int(), current: z.boolean() });
export type AdminSeasonRow = z.output<typeof adminSeasonRowSchema>;

/** GET /api/admin/seasons/{id}: the season as the office edits it. */
export const adminSeasonSchema = seasonSchema.extend({
  levels: z.array(levelSchema.omit({ slug: true })),
  lottery: z.object({ published: z.boolean(), seed: z.string().nullable(), published_at: z.string().nullable() }),
});
export type AdminSeason = z.output<typeof adminSeasonSchema>;

/** POST /api/admin/people/{id}/level. */
export const personLevelBodySchema = z.object({
  current_level: z.number({ error: 'validation.level' }).int().min(0).max(1000),
});
export const personLevelReplySchema = z.object({ user_id: z.number().int(), current_level: z.number().int() });

/** POST /api/admin/seasons/{id}/lottery/preview and /publish. */
export const lotteryBodySchema = z.object({
  seed: z.string({ error: 'validation.seed' }).min(1, { error: 'validation.seed' }).max(LOTTERY_SEED_MAX, { error: 'validation.seed' }),
});
export const lotteryReplySchema = z.object({
  seed: z.string(),
  order: z.array(z.number().int()),
  placements: z.array(
    z.object({
      ticketID: z.number().int(),
      user_id: z.number().int(),
      level_id: z.number().int(),
      uuid: z.string().nullable(),
      rank: z.number().int().nullable(),
    }),
  ),
});
export type LotteryReply = z.output<typeof lotteryReplySchema>;
/** A second publish: `{success: 0, code: 1}`. */
export const LOTTERY_ALREADY_PUBLISHED = 1;

/** GET /api/admin/seasons/{id}/lottery: the kept record (null before a publication). */
export const lotteryRecordSchema = lotteryReplySchema.extend({
  published_at: z.string(),
  published_by: z.number().int().nullable(),
  /** Seats left per group just before the draw. */
  free_seats: z.record(z.string(), z.number().int()),
  applicants: z.array(
    z.object({
      ticketID: z.number().int(),
      user_id: z.number().int(),
      family: z.string(),
      ranking: z.array(z.object({ uuid: z.string(), rank: z.number().int() })),
    }),
  ),
});
export type LotteryRecord = z.output<typeof lotteryRecordSchema>;

/** POST /api/admin/season-signups/{ticketID}/move: to another group of the same level (seat-safe). */
export const moveSignupBodySchema = z.object({ uuid: z.guid() });
/** POST /api/admin/season-signups/{ticketID}/status. */
export const seasonSignupStatusBodySchema = z.object({ status: z.number().int().min(0).max(5) });
/** POST /api/admin/season-signups/{ticketID}/payment: validate (1) or reject (2) a leveled payment; 0 back to pending. */
export const leveledPaymentBodySchema = z.object({
  payment_status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.payment_status' }),
});
export const seasonSignupReplySchema = z.object({
  ticketID: z.number().int(),
  status: z.number().int(),
  payment_status: z.number().int(),
  uuid: z.string().nullable(),
});

/** Leveled payment status (spec 000 §5, 001 §4). */
export const LEVELED_PAYMENT = { pending: 0, validated: 1, rejected: 2 } as const;
