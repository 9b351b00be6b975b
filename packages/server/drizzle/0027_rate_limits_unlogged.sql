-- The rate-limit counters (plugins/rate-limit-store.ts) are written by every counted request:
-- as a logged table each upsert was a commit that waited for its WAL flush (fdatasync, about
-- 2.6 ms on the club's 2-core machine), holding a pool connection meanwhile, so in a rush the
-- counters alone queued the pool behind the disk. UNLOGGED: no WAL, so the upsert's commit does
-- not wait for the disk. Decision: after a crash of PostgreSQL the counters start again from
-- zero (an unlogged table is emptied by crash recovery) and a standby does not have them; a
-- counter of the last minute is worth neither the disk nor the wait.
ALTER TABLE "rate_limits" SET UNLOGGED;
