ALTER TABLE "users" ADD COLUMN "image_use" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_use_date" timestamp with time zone;