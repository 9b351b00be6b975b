import type { Db } from '../db/client.js';
import {
  findUserByEmail,
  listRequests,
  resolvePendingRequests,
  resolveRequestById,
  updateUserRow,
} from '../modules/people/persons.repository.js';

/**
 * The office's tasks without a screen (`npm run club -- <task>`). Each task returns the lines it
 * prints and an exit code, so tests run them on a test database without spawning a process.
 */
export interface TaskResult {
  code: number;
  lines: string[];
}

export const USAGE = `Club Natación Getxo — office tasks

Usage: npm run club -- <task> [arguments]

  requests [--all]              list the pending requests of members (all of them with --all)
  grant-delegation <email>      let this member act for family members (allow_impersonate);
                                closes their pending delegation request as granted
  revoke-delegation <email>     take that permission away
  reject-request <id>           close a pending request as rejected
  make-admin <email>            make this user an administrator (isGod)
  revoke-admin <email>          take administrator rights away
  backup <file>                 save all the club's data to a file (gzip; one consistent moment)
  restore <file>                replace all the club's data with a backup's (one transaction)
  help                          show this text

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL, as for npm start.
Tasks run while the portal is up.
Exit codes: 0 done, 1 not found or nothing to do, 2 wrong usage.`;

const KIND_NAMES: Record<string, string> = { public_offers: 'delegation (manage family members)' };

const madrid = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }).format(at);

const usage = (problem?: string): TaskResult => ({ code: 2, lines: [...(problem ? [`Error: ${problem}`, ''] : []), USAGE] });

async function setFlag(
  db: Db,
  email: string | undefined,
  flag: 'allowImpersonate' | 'isGod',
  value: boolean,
  now: Date,
): Promise<TaskResult> {
  if (!email || !email.includes('@')) return usage('an e-mail address is needed');
  const user = await findUserByEmail(db, email.trim());
  if (!user) return { code: 1, lines: [`No account with the e-mail ${email}.`] };
  const name = `${user.firstName} ${user.lastName} <${user.email}>`;
  const what = flag === 'allowImpersonate' ? 'delegation (allow_impersonate)' : 'administrator (isGod)';
  if (user[flag] === value) return { code: 0, lines: [`${name} already ${value ? 'has' : 'lacks'} ${what}; nothing changed.`] };
  await updateUserRow(db, user.id, { [flag]: value });
  const lines = [`${value ? 'Granted' : 'Revoked'} ${what} for ${name}.`];
  if (flag === 'allowImpersonate' && value) {
    const closed = await resolvePendingRequests(db, user.id, 'public_offers', 'granted', now);
    if (closed) lines.push(`Closed ${closed} pending request${closed > 1 ? 's' : ''} as granted.`);
  }
  return { code: 0, lines };
}

async function showRequests(db: Db, all: boolean): Promise<TaskResult> {
  const rows = await listRequests(db, { all });
  if (rows.length === 0) return { code: 0, lines: [all ? 'No requests yet.' : 'No pending requests.'] };
  const lines = rows.map((r) => {
    const resolved = r.resolvedAt ? ` → ${r.status} ${madrid(r.resolvedAt)}` : '';
    return `#${r.id}  ${madrid(r.createdAt)}  ${KIND_NAMES[r.kind] ?? r.kind}  ${r.firstName} ${r.lastName} <${r.email}>  [${r.status}]${resolved}`;
  });
  return {
    code: 0,
    lines: [`${rows.length} ${all ? '' : 'pending '}request${rows.length > 1 ? 's' : ''} (times in Europe/Madrid):`, ...lines],
  };
}

async function rejectRequest(db: Db, idText: string | undefined, now: Date): Promise<TaskResult> {
  const id = Number(idText);
  if (!idText || !Number.isInteger(id) || id <= 0) return usage('a request number is needed, e.g. reject-request 12');
  const row = await resolveRequestById(db, id, 'rejected', now);
  return row ? { code: 0, lines: [`Request #${id} rejected.`] } : { code: 1, lines: [`No pending request #${id}.`] };
}

/** Runs one task given the arguments after `--`. */
export async function runOfficeTask(db: Db, args: string[], now: Date = new Date()): Promise<TaskResult> {
  const [task, ...rest] = args;
  switch (task) {
    case 'requests':
      return showRequests(db, rest.includes('--all'));
    case 'grant-delegation':
      return setFlag(db, rest[0], 'allowImpersonate', true, now);
    case 'revoke-delegation':
      return setFlag(db, rest[0], 'allowImpersonate', false, now);
    case 'make-admin':
      return setFlag(db, rest[0], 'isGod', true, now);
    case 'revoke-admin':
      return setFlag(db, rest[0], 'isGod', false, now);
    case 'reject-request':
      return rejectRequest(db, rest[0], now);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { code: task === undefined ? 2 : 0, lines: [USAGE] };
    default:
      return usage(`unknown task '${task}'`);
  }
}
