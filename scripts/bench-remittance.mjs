// The remittance of `npm run bench -- remittance` (issue 16 "Speed"): 3,000 debtor accounts, each
// with a valid Spanish IBAN, a signed activities mandate and two due charges, written straight
// into the benchmark server's database; then the office generates the remittance through the
// real HTTP API of the built server and downloads its pain.008 file. Prints the time of each call
// and the server's memory (resident set, sampled every 10 ms during the calls) against the goals
// (under 5 s, under 200 MB). Numbers, not assertions.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { adminToken, benchDatabaseUrl, root } from './lib/bench-kit.mjs';

const DEBTORS = Number(process.env.REMITTANCE_DEBTORS ?? 3000);

/** A valid Spanish IBAN for account number n (CCC control digits, then ISO 7064 MOD 97-10). */
function spanishIban(n) {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const dc = (digits) => {
    const d = 11 - (digits.split('').reduce((s, c, i) => s + Number(c) * weights[i], 0) % 11);
    return d === 11 ? 0 : d === 10 ? 1 : d;
  };
  const bank = '2100';
  const branch = '0418';
  const account = String(1_000_000 + n).padStart(10, '0');
  const bban = `${bank}${branch}${dc(`00${bank}${branch}`)}${dc(account)}${account}`;
  const mod = BigInt(`${bban}142800`) % 97n;
  return `ES${String(98n - mod).padStart(2, '0')}${bban}`;
}

/** Resident set of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function makeDebtors(databaseUrl, n) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const run = Date.now().toString(36);
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `INSERT INTO users (email, first_name, last_name, date_of_birth, person_id, phone, address, city, zipcode, country,
                          accepted_terms_conditions, accepted_terms_pictures_treatment, pm_iban)
       SELECT 'remesa-' || $1 || '-' || i || '@example.com', 'Ane', 'Remesa ' || i, '1984-03-14', '12345678Z', '600111222',
              'Kale Nagusia 12', 'Getxo', '48990', 'España', now(), now(), ibans[i]
       FROM generate_series(1, $2::int) AS i, (SELECT $3::text[] AS ibans) x
       RETURNING id, pm_iban`,
      [run, n, Array.from({ length: n }, (_, i) => spanishIban(i + 1))],
    );
    const ids = rows.map((r) => r.id);
    await client.query(
      `INSERT INTO sepa_mandates (reference, user_id, mode, iban, bic, created_at, signed_at)
       SELECT 'CNG-A-' || lpad(u.id::text, 6, '0') || '-BENCH-' || $1, u.id, 2, u.pm_iban, '', now() - interval '60 days', now() - interval '60 days'
       FROM users u WHERE u.id = ANY($2::int[])`,
      [run, ids],
    );
    for (const [k, amount] of [
      ['fee', 3750],
      ['kit', 1210],
    ]) {
      await client.query(
        `INSERT INTO charges (debtor_id, person_id, kind, item_id, period, concept_es, concept_eus, amount_cents, due_on, mandate_mode)
         SELECT u.id, u.id, 'bench-' || $1, $2 || '-' || u.id, '', 'Cuota de prueba ' || $1, 'Proba kuota ' || $1, $3, current_date - 1, 2
         FROM users u WHERE u.id = ANY($4::int[])`,
        [k, run, amount, ids],
      );
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

export async function runRemittanceBench({ base, serverPid }) {
  const { earliestCollectionDate } = await import(path.join(root, 'packages/domain/dist/billing/collection.rules.js'));
  const { madridDate } = await import(path.join(root, 'packages/domain/dist/shared/dates.js'));
  return async (dataDir) => {
    const databaseUrl = await benchDatabaseUrl(dataDir);
    const auth = { authorization: `Bearer ${await adminToken(base)}` };

    console.log(`\nRemittance: ${DEBTORS} debtor accounts with a signed mandate and 2 charges each…`);
    await makeDebtors(databaseUrl, DEBTORS);
    const date = earliestCollectionDate(madridDate(new Date()));

    const before = rssMb(serverPid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 10);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/remittances`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ collection_date: date }),
    }).then((r) => r.json());
    const generated = performance.now() - t0;
    if (res?.success !== 1) throw new Error(`remittance failed: ${JSON.stringify(res).slice(0, 300)}`);
    const t1 = performance.now();
    const file = await fetch(`${base}/api/admin/remittances/${res.data.id}/pain008`, { headers: auth }).then((r) => r.text());
    const written = performance.now() - t1;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(serverPid));

    const nb = /<GrpHdr>[\s\S]*?<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(file)?.[1];
    console.log(`  debits in the remittance      ${res.data.transactions.length} (file NbOfTxs ${nb}), total ${res.data.total} EUR`);
    console.log(`  generate (POST)               ${(generated / 1000).toFixed(2)} s   (goal < 5 s)`);
    console.log(`  pain.008 file (GET)           ${(written / 1000).toFixed(2)} s   ${(file.length / 1024 / 1024).toFixed(1)} MB`);
    console.log(
      `  server memory (RSS)           ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak, +${(peak - before).toFixed(0)} MB   (goal < 200 MB)`,
    );
  };
}
