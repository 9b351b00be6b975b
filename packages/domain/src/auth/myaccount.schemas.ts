import { z } from 'zod';
import { flagSchema } from '../shared/flags.js';
import { sessionInfoSchema } from './auth.schemas.js';

/**
 * Contracts of the account settings calls (spec 000 §7): the account summary, sessions,
 * password change, account removal and the notification switches.
 */

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** GET myaccount/get. The parts owned by later areas are empty lists until those areas fill them. */
export const myAccountSchema = z.object({
  courses: z.array(z.unknown()),
  impersonatedUsers: z.array(z.unknown()),
  impco: z.array(z.unknown()),
  sessions: z.array(sessionInfoSchema),
  advsettings: z.record(z.string(), z.unknown()),
  receive_newsletter: flag01,
});
export type MyAccount = z.infer<typeof myAccountSchema>;

/** POST myaccount/update_password/: the current password, the new one and its repeat. */
export const updatePasswordSchema = z.object({
  current: z.string().max(200),
  new: z.string().max(200),
  repeat: z.string().max(200),
});
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
/** Reply codes of update_password when success is 0. */
export const UPDATE_PASSWORD_CODE = { wrongCurrent: 1, tooShort: 2, mismatch: 3 } as const;

/** POST myaccount/remove_my_account/: the current password is required. */
export const removeAccountSchema = z.object({ current: z.string().max(200) });
/** Reply codes of remove_my_account when success is 0. */
export const REMOVE_ACCOUNT_CODE = {
  wrongPassword: 1,
  /** Records the club must keep (payments, memberships) still point at the account: ask the office. */
  mustContactOffice: 2,
} as const;

/** POST myaccount/kill_other_sessions/: `user` is the caller's own id (optional). */
export const killOtherSessionsSchema = z.object({ user: z.union([z.number().int(), z.string().max(20)]).optional() });

/**
 * POST myaccount/switch_newsletter/: `settings` is the new state (0, 1, true, false), or the
 * switch's name `"receive_newsletter"` as spec 001 §7 writes it, which flips it (like
 * switch_admin_settings does with its names) unless `value` says the state.
 */
export const switchNewsletterSchema = z.object({
  settings: z.union([flagSchema, z.literal('receive_newsletter')]),
  value: flagSchema.optional(),
});
export type SwitchNewsletterInput = z.input<typeof switchNewsletterSchema>;

export const ADMIN_SETTINGS = ['admin_notify_courses', 'admin_notify_other'] as const;
export type AdminSetting = (typeof ADMIN_SETTINGS)[number];
/** POST myaccount/switch_admin_settings/: flips the named switch, or sets it when `value` is sent. */
export const switchAdminSettingsSchema = z.object({ settings: z.enum(ADMIN_SETTINGS), value: flagSchema.optional() });
export type SwitchAdminSettingsInput = z.input<typeof switchAdminSettingsSchema>;

/** The settings after a switch (spec 000 §3 "Settings"). */
export const settingsSchema = z.object({
  receive_newsletter: flag01,
  admin_notify_courses: flag01,
  admin_notify_other: flag01,
});
export type Settings = z.infer<typeof settingsSchema>;
