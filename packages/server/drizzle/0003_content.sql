CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"header_text_es" text NOT NULL,
	"header_text_eus" text NOT NULL,
	"header_text_eng" text DEFAULT '' NOT NULL,
	"sub_text_es" text DEFAULT '' NOT NULL,
	"sub_text_eus" text DEFAULT '' NOT NULL,
	"sub_text_eng" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"shown_from" date,
	"shown_until" date,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text NOT NULL,
	"text_es" text NOT NULL,
	"text_eus" text NOT NULL,
	"photo_file_id" integer,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text NOT NULL,
	"updated_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"key" text NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text NOT NULL,
	"body_es" text NOT NULL,
	"body_eus" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_eus" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_eus" text DEFAULT '' NOT NULL,
	"price_month" numeric(8, 2) NOT NULL,
	"months" integer NOT NULL,
	"first_month" integer NOT NULL,
	"last_month" integer NOT NULL,
	"includes_licence" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"header_text_es" text NOT NULL,
	"header_text_eus" text NOT NULL,
	"sub_text_es" text DEFAULT '' NOT NULL,
	"sub_text_eus" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"role_es" text NOT NULL,
	"role_eus" text NOT NULL,
	"bio_es" text DEFAULT '' NOT NULL,
	"bio_eus" text DEFAULT '' NOT NULL,
	"number" integer,
	"photo_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_sections" (
	"key" text PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text NOT NULL,
	"intro_es" text DEFAULT '' NOT NULL,
	"intro_eus" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_es" text NOT NULL,
	"group_eus" text NOT NULL,
	"pool_id" integer NOT NULL,
	"days" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"note_es" text DEFAULT '' NOT NULL,
	"note_eus" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_eus" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"content_eus" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"date_end" date,
	"max_signup_date" date,
	"allow_override_signupdate" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"cover_file_id" integer,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"requires_membership" boolean DEFAULT false NOT NULL,
	"age_min_months" integer DEFAULT 0 NOT NULL,
	"age_max_months" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_milestones" ADD CONSTRAINT "history_milestones_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_sections" ADD CONSTRAINT "legal_sections_document_legal_documents_key_fk" FOREIGN KEY ("document") REFERENCES "public"."legal_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_group_id_record_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."record_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_section_team_sections_key_fk" FOREIGN KEY ("section") REFERENCES "public"."team_sections"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_sections_doc_key_idx" ON "legal_sections" USING btree ("document","key");--> statement-breakpoint
CREATE INDEX "record_files_group_idx" ON "record_files" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "team_members_section_idx" ON "team_members" USING btree ("section");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_es_idx" ON "courses" USING btree ("slug_es");--> statement-breakpoint
CREATE INDEX "courses_date_idx" ON "courses" USING btree ("date");