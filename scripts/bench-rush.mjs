// The enrolment rush of `npm run bench`: the night enrolment opens. 1,000 accounts enrol at the
// same moment in a course whose one variant has 50 seats, through the real HTTP API of the built
// server on the embedded database. Prints the seats taken, the waiting list, errors, oversold
// seats and the latency of the enrolment call. Numbers, not assertions. Run twice
// (lib/bench-kit.mjs warmThenMeasure): first on a course and accounts of its own as the cold
// figure, then on another course with other accounts, the measured one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  adminToken,
  benchDatabaseUrl,
  json,
  makeAccountsWithSessions,
  percentile,
  rushClient,
  rushSpan,
  samplePostgresWaits,
  warmThenMeasure,
} from './lib/bench-kit.mjs';

const ACCOUNTS = Number(process.env.RUSH_ACCOUNTS ?? 1000);
const SEATS = Number(process.env.RUSH_SEATS ?? 50);

/** Accounts with a complete profile and a live session, written straight into the database. */
const makeAccounts = (databaseUrl, n) =>
  makeAccountsWithSessions(databaseUrl, n, async (client, i, run) => {
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, date_of_birth, person_id, phone, address, city, zipcode, country,
                        accepted_terms_conditions, accepted_terms_pictures_treatment)
     VALUES ($1, 'Ane', 'Rush', '1984-03-14', '12345678Z', '600111222', 'Kale Nagusia 12', 'Getxo', '48990', 'España', now(), now())
     RETURNING id`,
      [`rush-${run}-${i}@example.com`],
    );
    return rows[0].id;
  });

async function enrolmentRush({ base, dataDir }, label) {
  const databaseUrl = await benchDatabaseUrl(dataDir);

  const officeToken = await adminToken(base);
  const start = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const slug = `rush-${randomBytes(3).toString('hex')}`;
  const created = await json(`${base}/api/admin/courses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${officeToken}` },
    body: JSON.stringify({
      slug_es: slug,
      translations: { title_es: 'Cursillo de invierno (prueba de carga)', title_eus: 'Neguko ikastaroa (karga proba)' },
      date: start,
      price_guests: 40,
      price_members: 30,
      requires_card_payment: 1,
      has_variants: 1,
      variants: [{ poolID: 1, selected_days: [0, 2], schedule: '17:30-18:30', max_seating: SEATS, price: '40,00' }],
    }),
  });
  if (created.body?.success !== 1) throw new Error(`course creation failed: ${JSON.stringify(created.body)}`);
  const details = await json(`${base}/api/v2/courses/details/?slug=${slug}`);
  const variant = details.body.data.variants[0].uuid;

  console.log(`\nEnrolment rush, ${label}: ${ACCOUNTS} accounts, one variant of ${SEATS} seats, all at once`);
  console.log(`client: ${rushClient.name}`);
  const tokens = (await makeAccounts(databaseUrl, ACCOUNTS)).map((a) => a.token);
  const body = JSON.stringify({ slug_es: slug, type: 0, form_data: [], variant, variantIndex: 0 });
  const latencies = [];
  const outcomes = { seat: 0, waiting: 0, refused: 0, errors: 0 };
  const stopWaits = await samplePostgresWaits(databaseUrl);
  const t0 = performance.now();
  const startedAt = Date.now();
  await Promise.all(
    tokens.map(async (token) => {
      const started = performance.now();
      try {
        const res = await rushClient.post(
          `${base}/api/v2/enroll/do_enroll/`,
          { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        );
        const reply = res.body;
        latencies.push(performance.now() - started);
        if (res.status !== 200) outcomes.errors += 1;
        else if (reply.success !== 1) outcomes.refused += 1;
        else if (reply.data.status === 3) outcomes.waiting += 1;
        else outcomes.seat += 1;
      } catch {
        outcomes.errors += 1;
      }
    }),
  );
  const wall = performance.now() - t0;
  rushSpan.mark(startedAt, Date.now());
  await stopWaits();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*) FILTER (WHERE s.status IN (0, 1))::int AS seated, count(*) FILTER (WHERE s.status = 3)::int AS waiting
       FROM course_signups s JOIN courses c ON c.id = s.course_id WHERE c.slug_es = $1`,
    [slug],
  );
  await client.end();
  const sorted = latencies.sort((a, b) => a - b);
  const seated = rows[0].seated;
  console.log('seats taken (database)'.padEnd(34), String(seated).padStart(8));
  console.log('waiting list (database)'.padEnd(34), String(rows[0].waiting).padStart(8));
  console.log('replies: seat / waiting / refused'.padEnd(34), `${outcomes.seat} / ${outcomes.waiting} / ${outcomes.refused}`.padStart(8));
  console.log('errors (non-200 or network)'.padEnd(34), String(outcomes.errors).padStart(8));
  console.log('oversold seats'.padEnd(34), String(Math.max(0, seated - SEATS)).padStart(8));
  console.log(
    'do_enroll p50 / p99 / max ms'.padEnd(34),
    `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} / ${Math.round(sorted.at(-1))}`.padStart(8),
  );
  console.log('wall time for all enrolments'.padEnd(34), `${Math.round(wall)} ms`.padStart(8));
  return { p99: percentile(sorted, 99), seated, waiting: rows[0].waiting, errors: outcomes.errors };
}

export async function runEnrolmentRush({ base, dataDir, bareUrl }) {
  await warmThenMeasure(
    '\nEnrolment rush (issue 19)',
    {
      text: `exactly ${SEATS} in, ${ACCOUNTS - SEATS} waiting, 0 errors, p99 <= 1000 ms (stretch 500 ms)`,
      met: (r) => r.seated === SEATS && r.waiting === ACCOUNTS - SEATS && r.errors === 0 && r.p99 <= 1000,
    },
    (label) => enrolmentRush({ base, dataDir }, label),
    {
      url: bareUrl,
      n: ACCOUNTS,
      body: JSON.stringify({
        slug_es: 'rush-000000',
        type: 0,
        form_data: [],
        variant: '00000000-0000-4000-8000-000000000000',
        variantIndex: 0,
      }),
    },
  );
}
