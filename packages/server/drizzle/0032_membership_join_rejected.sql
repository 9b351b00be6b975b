ALTER TABLE "membership_joins" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_joins" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "membership_joins" ADD COLUMN "reject_reason" text;