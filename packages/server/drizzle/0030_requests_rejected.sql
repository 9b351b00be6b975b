DROP INDEX "licence_requests_local_key";--> statement-breakpoint
DROP INDEX "licence_requests_state_key";--> statement-breakpoint
DROP INDEX "sportscard_requests_waiting_key";--> statement-breakpoint
ALTER TABLE "licence_requests" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "sportscard_requests" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sportscard_requests" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "sportscard_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_local_key" ON "licence_requests" USING btree ("user_id","season") WHERE "licence_requests"."local" AND "licence_requests"."rejected_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_state_key" ON "licence_requests" USING btree ("user_id","season") WHERE "licence_requests"."state" AND "licence_requests"."rejected_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sportscard_requests_waiting_key" ON "sportscard_requests" USING btree ("user_id") WHERE "sportscard_requests"."processed_at" IS NULL AND "sportscard_requests"."rejected_at" IS NULL;