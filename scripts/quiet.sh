#!/usr/bin/env bash
# usage: scripts/quiet.sh <command...>  — runs the command holding /tmp/bench.lock (one benchmark at a
# time on this 2-core machine), after waiting (at most 6 minutes) for the 1-minute load to drop
# under 1.5; prints the load at start and end.
exec 9>/tmp/bench.lock
flock 9
for i in $(seq 1 72); do
  l=$(cut -d' ' -f1 /proc/loadavg)
  awk -v l="$l" 'BEGIN{exit !(l < 1.5)}' && break
  sleep 5
done
echo "[quiet] load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
"$@"; rc=$?
echo "[quiet] load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $rc
