CREATE TABLE "member_registry" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"family_id" smallint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_registry_member_id_check" CHECK ("member_registry"."member_id" between 1 and 99999),
	CONSTRAINT "member_registry_family_id_check" CHECK ("member_registry"."family_id" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "membership_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by" integer,
	"requested_on" date NOT NULL,
	"last_quota_month" text NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"covered_month" text,
	"validated_at" timestamp with time zone,
	"validated_by" integer,
	"dropped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gibke_membership_state" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gibke_membership_type" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gibke_quota_pm_lastresponse" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gibke_membership_data" text DEFAULT '{"cards":[]}' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_cancellations" ADD CONSTRAINT "membership_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_joins" ADD CONSTRAINT "membership_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_cancellations_user_idx" ON "membership_cancellations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cancellations_one_pending" ON "membership_cancellations" USING btree ("user_id") WHERE "membership_cancellations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "membership_joins_user_idx" ON "membership_joins" USING btree ("user_id");--> statement-breakpoint
-- Until now a person with a member number counted as an active member (the person mapper's old
-- rule, and the medical exam's): keep them so.
UPDATE "users" SET "gibke_membership_state" = 1 WHERE "member_id" > 0;
