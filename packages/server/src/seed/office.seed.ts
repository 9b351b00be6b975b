import { doEnrollBodySchema } from '@club/domain/activities/activities.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/schema/auth.js';
import { findUserByEmail } from '../modules/people/persons.repository.js';
import { getCoursePaymentDetail } from '../modules/activities/course-payments.service.js';
import { enrol } from '../modules/activities/enrol.service.js';
import { insertPerson } from '../modules/people/family-links.repository.js';
import { answerAsTheBank } from './bank-answer.js';

/**
 * Demo work for the office console (issue 10): members of the club enrolled in demo courses through
 * the real enrolment service, some of them paying through the real notification path of the
 * payment gateway, so /gestion shows signups with every state, a waiting list, a ledger with paid
 * and denied attempts and their notifications, and the audit rows those events write.
 *
 * - 'cursillos-verano-natacion' (card, from 4 years old): nine people in its 8-seat
 *   group, so the last one waits; five pay (one card denied, code 0190), the rest hold their seat
 *   until the hold lapses and the waiting list moves, as on a real evening.
 * - 'aquagym-gobela' (free): three seats assigned at once.
 * - 'bautismo-aguas-abiertas-ereaga' (members only, bank transfer): two members waiting for the
 *   office to record their transfer.
 *
 * Decision: these people have no password (they cannot log in; password recovery would give them
 * one) and e-mail addresses at example.eus, a domain nobody receives mail for. Idempotent: nothing
 * is added when the first of them exists.
 */

interface DemoPerson {
  first: string;
  last: string;
  born: string;
  dni: number;
  genre: 0 | 1;
  lang: 'es' | 'eus';
  member?: number;
}

const PEOPLE: DemoPerson[] = [
  { first: 'Ane', last: 'Etxebarria Urrutia', born: '1984-03-12', dni: 16050001, genre: 0, lang: 'eus', member: 4101 },
  { first: 'Jon', last: 'Agirre Larrea', born: '1979-11-02', dni: 16050002, genre: 1, lang: 'eus', member: 4102 },
  { first: 'María', last: 'López Ibarra', born: '1988-07-21', dni: 16050003, genre: 0, lang: 'es' },
  { first: 'Unai', last: 'Bilbao Garai', born: '1991-01-30', dni: 16050004, genre: 1, lang: 'eus' },
  { first: 'Leire', last: 'Zubizarreta Olano', born: '1986-05-08', dni: 16050005, genre: 0, lang: 'eus' },
  { first: 'Carlos', last: 'Fernández Ruiz', born: '1975-09-17', dni: 16050006, genre: 1, lang: 'es' },
  { first: 'Nerea', last: 'Arrieta Goikoetxea', born: '1993-12-04', dni: 16050007, genre: 0, lang: 'eus' },
  { first: 'Iker', last: 'Uriarte Mendizabal', born: '1982-04-25', dni: 16050008, genre: 1, lang: 'es' },
  { first: 'Lucía', last: 'Martín Eguren', born: '1990-08-13', dni: 16050009, genre: 0, lang: 'es' },
  { first: 'Aitor', last: 'Gorostiza Elorza', born: '1977-02-19', dni: 16050010, genre: 1, lang: 'eus' },
  { first: 'Irati', last: 'Ormaetxea Lasa', born: '1995-10-09', dni: 16050011, genre: 0, lang: 'eus' },
];

const CARD_COURSE = 'cursillos-verano-natacion';
/** The 8-seat group (index 2 of the course's variants). */
const CARD_VARIANT = 2;
/** Ds_Response of the people who paid, in order; absent = not paid yet. */
const BANK_ANSWERS: (string | undefined)[] = ['0000', '0000', '0190', '0000', '0000'];

const dniOf = (n: number) => `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
const emailOf = (p: DemoPerson) =>
  `${p.first}.${p.last.split(' ')[0]}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase() + '@example.eus';

export async function seedOfficeDemo(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (await findUserByEmail(ctx.db, emailOf(PEOPLE[0]!))) return;
  const now = ctx.now();
  const people: UserRow[] = [];
  for (const [i, p] of PEOPLE.entries()) {
    people.push(
      await insertPerson(ctx.db, {
        email: emailOf(p),
        passwordHash: null,
        firstName: p.first,
        lastName: p.last,
        dateOfBirth: p.born,
        personId: dniOf(p.dni),
        phone: `6${String(55_000_100 + i * 37).padStart(8, '0')}`,
        address: `${['Algortako etorbidea', 'Calle Mayor', 'Areeta etorbidea', 'Sarrikobaso kalea'][i % 4]} ${10 + i}`,
        city: 'Getxo',
        zipcode: ['48991', '48992', '48993'][i % 3]!,
        country: 'ES',
        genre: p.genre,
        preferredLanguage: p.lang,
        ...(p.member ? { memberId: p.member, gibkeMembershipState: 1 } : {}),
        acceptedTermsConditions: now,
        acceptedTermsPicturesTreatment: now,
      }),
    );
  }

  const enrolIn = async (person: UserRow, slug: string, extra: Record<string, unknown> = {}) => {
    const outcome = await enrol(ctx, person, doEnrollBodySchema.parse({ slug_es: slug, type: 0, ...extra }));
    if (!outcome.ok) throw new Error(`office demo: ${person.email} in ${slug}: ${outcome.ext}`);
  };

  // Nine people for eight seats: the last one waits.
  const cardPeople = people.slice(0, 9);
  for (const person of cardPeople) await enrolIn(person, CARD_COURSE, { variantIndex: CARD_VARIANT });
  for (const [i, answer] of BANK_ANSWERS.entries()) {
    if (!answer) continue;
    const person = cardPeople[i]!;
    const detail = await getCoursePaymentDetail(ctx, person, CARD_COURSE);
    if (!detail.ok) throw new Error(`office demo: no payment for ${person.email} (${detail.code})`);
    await answerAsTheBank(ctx, log, detail.data.sig.Ds_MerchantParameters, answer, String(100_000 + i * 7919).slice(0, 6));
  }

  for (const person of people.slice(8, 11)) await enrolIn(person, 'aquagym-gobela');
  // Members only, paid by bank transfer: both wait for the office.
  for (const person of people.slice(0, 2)) await enrolIn(person, 'bautismo-aguas-abiertas-ereaga');
}
