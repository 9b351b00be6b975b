CREATE TABLE "season_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"level_id" smallint NOT NULL,
	"course_id" integer NOT NULL,
	"requires_priority" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"seed" text NOT NULL,
	"applicants" jsonb NOT NULL,
	"free_seats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draw_order" jsonb NOT NULL,
	"placements" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "season_rankings" (
	"signup_id" integer PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"ranking" jsonb NOT NULL,
	"draw_position" integer
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date_begin" date NOT NULL,
	"date_end" date NOT NULL,
	"signup_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_season_level" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "season_levels" ADD CONSTRAINT "season_levels_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_levels" ADD CONSTRAINT "season_levels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_lotteries" ADD CONSTRAINT "season_lotteries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_lotteries" ADD CONSTRAINT "season_lotteries_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_rankings" ADD CONSTRAINT "season_rankings_signup_id_course_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."course_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_rankings" ADD CONSTRAINT "season_rankings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_levels_level_idx" ON "season_levels" USING btree ("season_id","level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_levels_course_idx" ON "season_levels" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_lotteries_season_idx" ON "season_lotteries" USING btree ("season_id");