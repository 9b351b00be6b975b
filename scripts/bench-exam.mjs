// The exam-slot rush of `npm run bench -- exam` (issue 17): 500 members book the medical exam at
// the same moment for 20 places spread over 5 slots, through the real HTTP API of the built
// server on the embedded database. Prints the places taken, the full-slot refusals, errors,
// overbooked places and the latency of the booking call. Numbers, not assertions. Run twice
// (lib/bench-kit.mjs warmThenMeasure): first on a day and members of its own as the cold figure,
// then on another day with other members, the measured one.
import pg from 'pg';
import {
  adminToken,
  benchDatabaseUrl,
  json,
  makeAccountsWithSessions,
  percentile,
  rushSpan,
  samplePostgresWaits,
  warmThenMeasure,
} from './lib/bench-kit.mjs';

const MEMBERS = Number(process.env.EXAM_MEMBERS ?? 500);
const SLOTS = 5;
const PLACES = 4;
/** The full-slot answer (REQUEST_CODE.examSlotFull of packages/domain/src/requests/requests.schemas.ts). */
const SLOT_FULL = 35;

/** Adult active club members (a member number, membership state 1, a known genre) with a live session, written straight into the database. */
async function makeMembers(databaseUrl, n) {
  // The new member numbers follow the highest one, read once inside the accounts' transaction.
  let top;
  return makeAccountsWithSessions(databaseUrl, n, async (client, i, run) => {
    top ??= (await client.query('SELECT COALESCE(max(member_id), 0)::int AS m FROM users')).rows;
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, date_of_birth, genre, member_id, family_id, gibke_membership_state, person_id, phone,
                          address, city, zipcode, country, accepted_terms_conditions, accepted_terms_pictures_treatment)
       VALUES ($1, 'Ane', 'Examen', '1984-03-14', $2, $3, 1, 1, '12345678Z', '600111222', 'Kale Nagusia 12', 'Getxo', '48990', 'España',
               now(), now())
       RETURNING id`,
      [`exam-${run}-${i}@example.com`, i % 2, top[0].m + 1 + i],
    );
    return rows[0].id;
  });
}

async function examRush({ base, dataDir }, label, day) {
  const databaseUrl = await benchDatabaseUrl(dataDir);
  const officeToken = await adminToken(base);
  // A day of its own, far from the demo's slots: 5 slots of 4 places made in one go.
  const date = new Date(Date.now() + day * 86400_000).toISOString().slice(0, 10);
  const times = Array.from({ length: SLOTS }, (_, i) => `08:${String(i * 10).padStart(2, '0')}`);
  const created = await json(`${base}/api/admin/medical-exam/slots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${officeToken}` },
    body: JSON.stringify({ date, times, places: PLACES }),
  });
  if (created.body?.success !== 1 || created.body.data.ids.length !== SLOTS)
    throw new Error(`slots not made: ${JSON.stringify(created.body)}`);

  console.log(`\nExam-slot rush, ${label}: ${MEMBERS} members, ${SLOTS} slots of ${PLACES} places (${SLOTS * PLACES}), all at once`);
  const members = await makeMembers(databaseUrl, MEMBERS);
  const latencies = [];
  const outcomes = { booked: 0, full: 0, otherRefusal: 0, errors: 0 };
  const stopWaits = await samplePostgresWaits(databaseUrl);
  const t0 = performance.now();
  const startedAt = Date.now();
  await Promise.all(
    members.map(async (m, i) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v2/member_requests/medical_exam_schedule/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
          body: JSON.stringify({ user_id: m.id, date, time: times[i % SLOTS] }),
        });
        const reply = await res.json();
        latencies.push(performance.now() - started);
        if (res.status !== 200) outcomes.errors += 1;
        else if (reply.success === 1) outcomes.booked += 1;
        else if (reply.code === SLOT_FULL) outcomes.full += 1;
        else outcomes.otherRefusal += 1;
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
    `SELECT (SELECT count(*)::int FROM exam_bookings b JOIN exam_slots s ON s.id = b.slot_id WHERE s.date = $1) AS bookings,
            (SELECT COALESCE(sum(booked), 0)::int FROM exam_slots WHERE date = $1) AS booked`,
    [date],
  );
  await client.end();
  const sorted = latencies.sort((a, b) => a - b);
  console.log('places taken (database)'.padEnd(36), String(rows[0].bookings).padStart(9));
  console.log('replies: booked / full / other'.padEnd(36), `${outcomes.booked} / ${outcomes.full} / ${outcomes.otherRefusal}`.padStart(9));
  console.log('errors (non-200 or network)'.padEnd(36), String(outcomes.errors).padStart(9));
  console.log(
    'overbooked places'.padEnd(36),
    String(Math.max(0, rows[0].bookings - SLOTS * PLACES, rows[0].booked - SLOTS * PLACES)).padStart(9),
  );
  console.log(
    'booking p50 / p99 / max ms (goal p99 < 500)'.padEnd(36),
    `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} / ${Math.round(sorted.at(-1))}`.padStart(9),
  );
  console.log('wall time for all bookings'.padEnd(36), `${Math.round(wall)} ms`.padStart(9));
  return { p99: percentile(sorted, 99), booked: rows[0].bookings, full: outcomes.full, errors: outcomes.errors };
}

export async function runExamRush({ base, dataDir, bareUrl }) {
  // Two days of their own (200-499 days ahead): the warm-up's and the measured rush's.
  const first = 200 + Math.floor(Math.random() * 150);
  let runs = 0;
  const places = SLOTS * PLACES;
  await warmThenMeasure(
    '\nExam-slot rush (issue 17)',
    {
      text: `exactly ${places} booked, ${MEMBERS - places} refused with the full-slot answer, 0 errors, p99 < 500 ms`,
      met: (r) => r.booked === places && r.full === MEMBERS - places && r.errors === 0 && r.p99 < 500,
    },
    (label) => examRush({ base, dataDir }, label, first + 150 * runs++),
    { url: bareUrl, n: MEMBERS, body: JSON.stringify({ user_id: 1, date: '2027-01-01', time: '08:00' }) },
  );
}
