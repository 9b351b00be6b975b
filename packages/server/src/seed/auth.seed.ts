import type { AppContext } from '../context.js';
import { users } from '../db/schema/auth.js';
import { hashPassword } from '../lib/passwords.js';

/** The demo accounts named in the README. */
export const demoAccounts = {
  member: { email: 'socio@cngetxo.eus', password: 'fadura2026' },
  admin: { email: 'admin@cngetxo.eus', password: 'gobela2026' },
} as const;

export async function seedAuth(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insert(users)
    .values([
      {
        email: demoAccounts.member.email,
        passwordHash: await hashPassword(demoAccounts.member.password),
        firstName: 'Miren',
        lastName: 'Etxeberria Urrutia',
        dateOfBirth: '1984-03-12',
        personId: '16052473Z',
        phone: '644123987',
        address: 'Algortako etorbidea 42, 3A',
        city: 'Getxo',
        zipcode: '48991',
        country: 'España',
        genre: 0,
        preferredLanguage: 'eus',
        receiveNewsletter: true,
        allowImpersonate: true,
        acceptedTermsConditions: now,
        acceptedTermsPicturesTreatment: now,
        pmIban: 'ES9121000418450200051332',
        pmSwift: 'CAIXESBBXXX',
      },
      {
        email: demoAccounts.admin.email,
        passwordHash: await hashPassword(demoAccounts.admin.password),
        firstName: 'Iñaki',
        lastName: 'Goikoetxea Bilbao',
        dateOfBirth: '1971-10-02',
        personId: '30654821F',
        phone: '688456123',
        address: 'Fadura ibilbidea 5, 1B',
        city: 'Getxo',
        zipcode: '48992',
        country: 'España',
        genre: 1,
        isGod: true,
        acceptedTermsConditions: now,
        acceptedTermsPicturesTreatment: now,
      },
    ])
    .onConflictDoNothing();
}
