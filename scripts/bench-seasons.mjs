// The seasons part of `npm run bench` (issue 16), numbers, not assertions:
//  1. the season rush: 1,000 families enrol at the same moment across the 10 groups (30 seats
//     each) of a level, through do_enrol_v2 of the built server on its embedded database; prints
//     seated, waiting, errors, oversold seats and the call's p50/p99; run twice (warmThenMeasure:
//     first on a season of its own as the cold figure, then on a newer season, the measured one);
//  2. the group lottery: 2,000 applicants (siblings among them) ranking up to 6 of 60 groups, run
//     by the domain's pure function twice with the same seed (time, and whether both results are
//     the same) and once with another seed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  adminToken,
  benchDatabaseUrl,
  json,
  makeAccountsWithSessions,
  percentile,
  root,
  rushSpan,
  samplePostgresWaits,
  warmThenMeasure,
} from './lib/bench-kit.mjs';
const FAMILIES = Number(process.env.SEASON_RUSH_FAMILIES ?? 1000);
const GROUPS = 10;
const SEATS = 30;

/** Adult swimmers of level 11 (Master) with a live session, written straight into the database. */
const makeSwimmers = (databaseUrl, n) =>
  makeAccountsWithSessions(databaseUrl, n, async (client, i, run) => {
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, date_of_birth, person_id, phone, address, city, zipcode, country,
                        accepted_terms_conditions, accepted_terms_pictures_treatment)
     VALUES ($1, 'Ane', 'Temporada', '1984-03-14', '12345678Z', '600111222', 'Kale Nagusia 12', 'Getxo', '48990', 'España', now(), now())
     RETURNING id`,
      [`season-rush-${run}-${i}@example.com`],
    );
    await client.query('INSERT INTO member_profiles (user_id, current_level) VALUES ($1, 11)', [rows[0].id]);
    return rows[0].id;
  });

async function seasonRush({ base, dataDir }, label) {
  const databaseUrl = await benchDatabaseUrl(dataDir);
  const officeToken = await adminToken(base);
  // A season starting after the demo one, so it is the current season while the rush runs (the
  // warm-up's season and the measured one begin the same day: the newer one is the current one).
  const year = new Date().getUTCFullYear() + 1;
  const created = await json(`${base}/api/admin/seasons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${officeToken}` },
    body: JSON.stringify({
      name: `Temporada de carga ${year}`,
      date_begin: `${year}-09-01`,
      date_end: `${year + 1}-06-30`,
      signup_end: `${year}-08-31`,
      levels: [
        {
          id: 11,
          title_es: 'Master (prueba de carga)',
          title_eus: 'Master (karga proba)',
          variants: Array.from({ length: GROUPS }, (_, i) => ({
            poolID: (i % 2) + 1,
            selected_days: [i % 5],
            schedule: `${7 + i}:00-${8 + i}:00`,
            max_seating: SEATS,
            price: 39,
          })),
        },
      ],
    }),
  });
  if (created.body?.success !== 1) throw new Error(`season creation failed: ${JSON.stringify(created.body)}`);
  const levels = await json(`${base}/api/v2/courses/levels/`);
  const groups = levels.body.data.find((l) => l.id === 11).variants.map((v) => v.uuid);

  console.log(`\nSeason rush, ${label}: ${FAMILIES} families at once across ${GROUPS} groups of ${SEATS} seats (do_enrol_v2)`);
  const swimmers = await makeSwimmers(databaseUrl, FAMILIES);
  const latencies = [];
  const outcomes = { seat: 0, waiting: 0, refused: 0, errors: 0 };
  const stopWaits = await samplePostgresWaits(databaseUrl);
  const t0 = performance.now();
  const startedAt = Date.now();
  await Promise.all(
    swimmers.map(async ({ id, token }, i) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v3/enrol/do_enrol_v2/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ userData: { user_id: id }, selectedLevelID: 11, selectedScheduleID: groups[i % GROUPS] }),
        });
        const reply = await res.json();
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
    `SELECT s.variant_id, count(*) FILTER (WHERE s.status IN (0, 1))::int AS seated, count(*) FILTER (WHERE s.status = 3)::int AS waiting
       FROM course_signups s WHERE s.variant_id = ANY($1::uuid[]) GROUP BY s.variant_id`,
    [groups],
  );
  await client.end();
  const seated = rows.reduce((n, r) => n + r.seated, 0);
  const waiting = rows.reduce((n, r) => n + r.waiting, 0);
  const oversold = rows.reduce((n, r) => n + Math.max(0, r.seated - SEATS), 0);
  const sorted = latencies.sort((a, b) => a - b);
  console.log('seated (database)'.padEnd(34), String(seated).padStart(8));
  console.log('waiting list (database)'.padEnd(34), String(waiting).padStart(8));
  console.log('replies: seat / waiting / refused'.padEnd(34), `${outcomes.seat} / ${outcomes.waiting} / ${outcomes.refused}`.padStart(8));
  console.log('errors (non-200 or network)'.padEnd(34), String(outcomes.errors).padStart(8));
  console.log('oversold seats'.padEnd(34), String(oversold).padStart(8));
  console.log(
    'do_enrol_v2 p50 / p99 / max ms'.padEnd(34),
    `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} / ${Math.round(sorted.at(-1))}`.padStart(8),
  );
  console.log('wall time for all enrolments'.padEnd(34), `${Math.round(wall)} ms`.padStart(8));
  return { p99: percentile(sorted, 99), seated, waiting, errors: outcomes.errors, oversold };
}

/** 2,000 applicants over 60 groups (30 per pool), families of 1-3 siblings, rankings of 1-6 groups, at most 3 per pool. */
function lotteryInput() {
  let seed = 42;
  const rand = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const groups = Array.from({ length: 60 }, (_, i) => ({ uuid: `g${String(i).padStart(2, '0')}`, pool: i < 30 ? 1 : 2 }));
  const applicants = [];
  let family = 0;
  while (applicants.length < 2000) {
    family += 1;
    const size = Math.min(1 + rand(3), 2000 - applicants.length);
    for (let k = 0; k < size; k++) {
      const wanted = 1 + rand(6);
      const perPool = { 1: 0, 2: 0 };
      const ranking = [];
      for (let tries = 0; ranking.length < wanted && tries < 50; tries++) {
        const g = groups[rand(60)];
        if (ranking.some((r) => r.uuid === g.uuid) || perPool[g.pool] >= 3) continue;
        perPool[g.pool] += 1;
        ranking.push({ uuid: g.uuid, rank: ranking.length + 1 });
      }
      applicants.push({ ticketID: applicants.length + 1, user_id: 10_000 + applicants.length, level_id: 9, family: `f${family}`, ranking });
    }
  }
  const free = Object.fromEntries(groups.map((g) => [g.uuid, 25]));
  return { applicants, free };
}

async function lotteryBench() {
  const { runLottery } = await import(pathToFileURL(path.join(root, 'packages/domain/dist/seasons/lottery.rules.js')).href);
  const { applicants, free } = lotteryInput();
  console.log(`\nGroup lottery: ${applicants.length} applicants, 60 groups of 25 seats (the domain's runLottery)`);
  const time = (seed) => {
    const t0 = performance.now();
    const result = runLottery(seed, applicants, free);
    return { ms: performance.now() - t0, result };
  };
  const a = time('temporada-2026');
  const b = time('temporada-2026');
  const c = time('otra-semilla');
  const placed = a.result.placements.filter((p) => p.uuid).length;
  console.log('time, first / second run (ms)'.padEnd(34), `${a.ms.toFixed(1)} / ${b.ms.toFixed(1)}`.padStart(12));
  console.log('placed / waiting'.padEnd(34), `${placed} / ${applicants.length - placed}`.padStart(12));
  console.log('same seed, same result'.padEnd(34), String(JSON.stringify(a.result) === JSON.stringify(b.result)).padStart(12));
  console.log(
    'another seed, another order'.padEnd(34),
    String(JSON.stringify(a.result.order) !== JSON.stringify(c.result.order)).padStart(12),
  );
}

export async function runSeasonsBench({ base, dataDir, bareUrl }) {
  await warmThenMeasure(
    '\nSeason rush (issue 16)',
    {
      text: `exactly ${GROUPS * SEATS} seated, ${FAMILIES - GROUPS * SEATS} waiting, 0 errors, p99 <= 1000 ms`,
      met: (r) => r.seated === GROUPS * SEATS && r.waiting === FAMILIES - GROUPS * SEATS && r.errors === 0 && r.p99 <= 1000,
    },
    (label) => seasonRush({ base, dataDir }, label),
    {
      url: bareUrl,
      n: FAMILIES,
      body: JSON.stringify({ userData: { user_id: 1 }, selectedLevelID: 11, selectedScheduleID: '00000000-0000-4000-8000-000000000000' }),
    },
  );
  await lotteryBench();
}
