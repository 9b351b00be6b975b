CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"person_id" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'España' NOT NULL,
	"genre" smallint DEFAULT 2 NOT NULL,
	"preferred_language" text DEFAULT 'es' NOT NULL,
	"receive_newsletter" boolean DEFAULT false NOT NULL,
	"admin_notify_careers" boolean DEFAULT false NOT NULL,
	"admin_notify_courses" boolean DEFAULT false NOT NULL,
	"admin_notify_members" boolean DEFAULT false NOT NULL,
	"admin_notify_other" boolean DEFAULT false NOT NULL,
	"allow_impersonate" boolean DEFAULT false NOT NULL,
	"is_area_admin" boolean DEFAULT false NOT NULL,
	"is_god" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"family_id" integer DEFAULT 0 NOT NULL,
	"profile_picture" text,
	"auto_generated" boolean DEFAULT false NOT NULL,
	"accepted_terms_conditions" timestamp with time zone,
	"accepted_terms_pictures_treatment" timestamp with time zone,
	"pm_iban" text DEFAULT '' NOT NULL,
	"pm_swift" text DEFAULT '' NOT NULL,
	"pm_needs_update" boolean DEFAULT false NOT NULL,
	"gk_iban" text DEFAULT '' NOT NULL,
	"gk_swift" text DEFAULT '' NOT NULL,
	"gk_needs_update" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));