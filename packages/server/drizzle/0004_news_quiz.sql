CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text,
	"cover_file_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_files" (
	"news_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_files_news_id_file_id_pk" PRIMARY KEY("news_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "news_translations_news_id_lang_pk" PRIMARY KEY("news_id","lang"),
	CONSTRAINT "news_translations_lang_check" CHECK ("news_translations"."lang" in ('es', 'en', 'eus'))
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"response_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"value_text" text,
	"value_bool" boolean,
	"file_id" integer,
	CONSTRAINT "quiz_answers_response_id_item_id_pk" PRIMARY KEY("response_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"label_eus" text DEFAULT '' NOT NULL,
	"placeholder_es" text DEFAULT '' NOT NULL,
	"placeholder_en" text DEFAULT '' NOT NULL,
	"placeholder_eus" text DEFAULT '' NOT NULL,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "quiz_items_type_check" CHECK ("quiz_items"."type" in ('text', 'textarea', 'date', 'checkbox', 'radio', 'file'))
);
--> statement-breakpoint
CREATE TABLE "quiz_links" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"max_answers" integer,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_links_answer_count_check" CHECK ("quiz_links"."max_answers" is null or "quiz_links"."answer_count" <= "quiz_links"."max_answers")
);
--> statement-breakpoint
CREATE TABLE "quiz_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_eus" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"intro_es" text DEFAULT '' NOT NULL,
	"intro_eus" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_files" ADD CONSTRAINT "news_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_response_id_quiz_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."quiz_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_item_id_quiz_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."quiz_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_items" ADD CONSTRAINT "quiz_items_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_links" ADD CONSTRAINT "quiz_links_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD CONSTRAINT "quiz_responses_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD CONSTRAINT "quiz_responses_link_id_quiz_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."quiz_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_es_key" ON "news" USING btree ("slug_es");--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_en_key" ON "news" USING btree ("slug_en");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_items_quiz_idx" ON "quiz_items" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_responses_link_idx" ON "quiz_responses" USING btree ("link_id");