-- Rate-limit counters shared by every node (plugins/rate-limit-store.ts, rate-limiter-flexible's
-- layout: key, points used in the window, window end in epoch milliseconds).
CREATE TABLE IF NOT EXISTS "rate_limits" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
