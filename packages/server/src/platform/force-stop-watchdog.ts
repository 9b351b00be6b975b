import { EXIT_GRACE_MS, forceStop, livePostmaster } from './force-stop.js';

/**
 * The watchdog process of force-stop.ts: `node force-stop-watchdog.js <portal pid> <deadline, epoch ms> [cluster]`.
 * Ends the portal at the deadline unless its stdin closes first (the portal's process is gone).
 */
const [pidArg = '', deadlineArg = '', clusterArg = ''] = process.argv.slice(2);
const portalPid = Number(pidArg);
const clusterDir = clusterArg || null;
let deadline = Number(deadlineArg);

let fired = false;
const fire = () => {
  fired = true;
  forceStop(portalPid, clusterDir);
  // A PostgreSQL start that was in flight (pg_ctl runs on after its parent dies) is caught too.
  const until = Date.now() + 3_000;
  const sweep = setInterval(() => {
    const postmaster = clusterDir ? livePostmaster(clusterDir) : null;
    if (postmaster) process.kill(postmaster, 'SIGQUIT');
    if (Date.now() > until) process.exit(0);
  }, 100);
  sweep.unref();
  setTimeout(() => process.exit(0), 3_100);
};
let timer = setTimeout(fire, Math.max(0, deadline - Date.now()));

process.stdin.on('data', (d: Buffer) => {
  // The portal's in-process deadline came first: fire now, so the sweep below runs after it dies.
  if (d.toString().includes('fire')) {
    clearTimeout(timer);
    if (!fired) fire();
    return;
  }
  if (!d.toString().includes('exiting')) return;
  deadline = Math.min(deadline, Date.now() + EXIT_GRACE_MS);
  clearTimeout(timer);
  timer = setTimeout(fire, Math.max(0, deadline - Date.now()));
});
// EOF: every copy of the pipe's writing end is closed, i.e. the portal's process has ended.
process.stdin.on('end', () => fired || process.exit(0));
process.stdin.on('error', () => fired || process.exit(0));
