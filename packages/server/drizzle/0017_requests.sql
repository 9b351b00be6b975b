CREATE TABLE "exam_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"attended" smallint
);
--> statement-breakpoint
CREATE TABLE "exam_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"places" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_slots_places_check" CHECK ("exam_slots"."booked" >= 0 AND "exam_slots"."booked" <= "exam_slots"."places")
);
--> statement-breakpoint
CREATE TABLE "licence_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"season" text NOT NULL,
	"local" boolean NOT NULL,
	"state" boolean NOT NULL,
	"local_paid_at" timestamp with time zone,
	"state_paid_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "licence_requests_some_check" CHECK ("licence_requests"."local" OR "licence_requests"."state")
);
--> statement-breakpoint
CREATE TABLE "sportscard_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer
);
--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD CONSTRAINT "exam_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD CONSTRAINT "exam_bookings_slot_id_exam_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."exam_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_requests" ADD CONSTRAINT "licence_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportscard_requests" ADD CONSTRAINT "sportscard_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportscard_requests" ADD CONSTRAINT "sportscard_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_bookings_user_idx" ON "exam_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_bookings_slot_idx" ON "exam_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_slots_date_time_key" ON "exam_slots" USING btree ("date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_local_key" ON "licence_requests" USING btree ("user_id","season") WHERE "licence_requests"."local";--> statement-breakpoint
CREATE UNIQUE INDEX "licence_requests_state_key" ON "licence_requests" USING btree ("user_id","season") WHERE "licence_requests"."state";--> statement-breakpoint
CREATE INDEX "licence_requests_created_idx" ON "licence_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sportscard_requests_waiting_key" ON "sportscard_requests" USING btree ("user_id") WHERE "sportscard_requests"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "sportscard_requests_created_idx" ON "sportscard_requests" USING btree ("created_at");