CREATE TABLE "activity_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"signup_id" integer,
	"actor_id" integer,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"variant_id" uuid,
	"user_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status" smallint NOT NULL,
	"payment_status" integer DEFAULT 0 NOT NULL,
	"requires_card_payment" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"price_breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"form_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_multi_choice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" integer NOT NULL,
	"pool_id" smallint NOT NULL,
	"selected_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"max_seating" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"current_level" integer DEFAULT 0 NOT NULL,
	"limit_pool_id" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "required_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "requires_bank_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "requires_card_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_guests_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_members_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "has_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "has_price_multi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_multi" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "multi_reductions" jsonb DEFAULT '{"basic":[],"extended":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "discounts_meta" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "optional_services_meta" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "signup_form_data" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_signup_id_course_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."course_signups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signups" ADD CONSTRAINT "course_signups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signups" ADD CONSTRAINT "course_signups_variant_id_course_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."course_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signups" ADD CONSTRAINT "course_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signups" ADD CONSTRAINT "course_signups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_variants" ADD CONSTRAINT "course_variants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_course_idx" ON "activity_events" USING btree ("course_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_signup_idx" ON "activity_events" USING btree ("signup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_signups_live_idx" ON "course_signups" USING btree ("course_id","user_id") WHERE "course_signups"."status" <> 4;--> statement-breakpoint
CREATE INDEX "course_signups_variant_idx" ON "course_signups" USING btree ("variant_id","status");--> statement-breakpoint
CREATE INDEX "course_signups_user_idx" ON "course_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_signups_hold_idx" ON "course_signups" USING btree ("hold_expires_at") WHERE "course_signups"."status" = 0;--> statement-breakpoint
CREATE INDEX "course_signups_offer_idx" ON "course_signups" USING btree ("offer_expires_at") WHERE "course_signups"."status" = 0;--> statement-breakpoint
CREATE INDEX "course_variants_course_idx" ON "course_variants" USING btree ("course_id","position");