// The kit shop's stock rush of `npm run bench -- stock` (issue 18): 300 members order the last 10
// units of one size at the same moment, through the real HTTP API of the built server on the
// embedded database. Prints the orders stored, the stock refusals, errors, units oversold and the
// latency of the order call. Numbers, not assertions. Goal: exactly 10, 290 refused, 0 errors,
// p99 under 500 ms.
import pg from 'pg';
import { adminToken, benchDatabaseUrl, json, makeAccountsWithSessions, percentile, samplePostgresWaits } from './lib/bench-kit.mjs';

const MEMBERS = Number(process.env.STOCK_MEMBERS ?? 300);
const UNITS = 10;
/** The stock answer (EQUIPMENT_CODE.outOfStock of packages/domain/src/equipment/equipment.rules.ts). */
const OUT_OF_STOCK = 58;

/** Adult club members (a member number, membership state 1) with a live session, written straight into the database. */
async function makeMembers(databaseUrl, n) {
  let top;
  return makeAccountsWithSessions(databaseUrl, n, async (client, i, run) => {
    top ??= (await client.query('SELECT COALESCE(max(member_id), 0)::int AS m FROM users')).rows;
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, date_of_birth, genre, member_id, family_id, person_id, phone, address, city,
                          zipcode, country, accepted_terms_conditions, accepted_terms_pictures_treatment, gibke_membership_state)
       VALUES ($1, 'Ane', 'Material', '1984-03-14', 0, $2, 1, '12345678Z', '600111222', 'Kale Nagusia 12', 'Getxo', '48990', 'España',
               now(), now(), 1)
       RETURNING id`,
      [`stock-${run}-${i}@example.com`, top[0].m + 1 + i],
    );
    return rows[0].id;
  });
}

export async function runStockRush({ base, dataDir }) {
  const databaseUrl = await benchDatabaseUrl(dataDir);
  const officeToken = await adminToken(base);
  const created = await json(`${base}/api/admin/equipment/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${officeToken}` },
    body: JSON.stringify({
      item_name: 'Parka (bench)',
      item_name_eus: 'Parka (bench)',
      price: '59,90',
      hidden: 0,
      sizes: [
        { size: 'M', stock: UNITS },
        { size: 'L', stock: 50 },
      ],
    }),
  });
  if (created.body?.success !== 1) throw new Error(`item not made: ${JSON.stringify(created.body)}`);
  const itemId = created.body.data.id;

  console.log(`\nKit stock rush: ${MEMBERS} members order the last ${UNITS} units of one size, all at once`);
  const members = await makeMembers(databaseUrl, MEMBERS);
  const latencies = [];
  const outcomes = { ordered: 0, outOfStock: 0, otherRefusal: 0, errors: 0 };
  const stopWaits = await samplePostgresWaits(databaseUrl);
  const t0 = performance.now();
  await Promise.all(
    members.map(async (m) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v2/member_requests/material_request/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
          body: JSON.stringify({ pickup_by: m.id, account_to_attach_to: m.id, cart: [{ id: itemId, size: 'M', quantity: 1 }] }),
        });
        const reply = await res.json();
        latencies.push(performance.now() - started);
        if (res.status !== 200) outcomes.errors += 1;
        else if (reply.success === 1) outcomes.ordered += 1;
        else if (reply.code === OUT_OF_STOCK) outcomes.outOfStock += 1;
        else outcomes.otherRefusal += 1;
      } catch {
        outcomes.errors += 1;
      }
    }),
  );
  const wall = performance.now() - t0;
  await stopWaits();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT COALESCE(sum((l->>'quantity')::int), 0)::int FROM equipment_orders o, jsonb_array_elements(o.lines) l
              WHERE (l->>'id')::int = $1 AND l->>'size' = 'M') AS sold,
            (SELECT stock FROM equipment_sizes WHERE item_id = $1 AND size = 'M') AS left,
            (SELECT count(*)::int FROM charges c JOIN equipment_orders o ON c.kind = 'equipment-order' AND c.item_id = o.id::text
              WHERE o.lines @> jsonb_build_array(jsonb_build_object('id', $1::int))) AS charged`,
    [itemId],
  );
  // The bench's item leaves the members' catalogue again.
  await client.query('UPDATE equipment_items SET hidden = true WHERE id = $1', [itemId]);
  await client.end();
  const sorted = latencies.sort((a, b) => a - b);
  console.log('units sold (database) / stock left'.padEnd(40), `${rows[0].sold} / ${rows[0].left}`.padStart(9));
  console.log('charges added for them'.padEnd(40), String(rows[0].charged).padStart(9));
  console.log(
    'replies: ordered / out of stock / other'.padEnd(40),
    `${outcomes.ordered} / ${outcomes.outOfStock} / ${outcomes.otherRefusal}`.padStart(9),
  );
  console.log('errors (non-200 or network)'.padEnd(40), String(outcomes.errors).padStart(9));
  console.log('units oversold'.padEnd(40), String(Math.max(0, rows[0].sold - UNITS)).padStart(9));
  console.log(
    'order p50 / p99 / max ms (goal p99 < 500)'.padEnd(40),
    `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} / ${Math.round(sorted.at(-1))}`.padStart(9),
  );
  console.log('wall time for all orders'.padEnd(40), `${Math.round(wall)} ms`.padStart(9));
}
