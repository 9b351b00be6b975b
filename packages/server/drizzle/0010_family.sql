CREATE TABLE "family_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"relation" text DEFAULT 'child' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_relation_check" CHECK ("family_links"."relation" IN ('child', 'delegated')),
	CONSTRAINT "family_links_not_self_check" CHECK ("family_links"."holder_id" <> "family_links"."person_id")
);
--> statement-breakpoint
CREATE TABLE "family_order_tickets" (
	"order_id" integer NOT NULL,
	"signup_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_order_tickets" ADD CONSTRAINT "family_order_tickets_order_id_family_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."family_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_order_tickets" ADD CONSTRAINT "family_order_tickets_signup_id_course_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."course_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_orders" ADD CONSTRAINT "family_orders_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_orders" ADD CONSTRAINT "family_orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_person_key" ON "family_links" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "family_links_holder_idx" ON "family_links" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_order_tickets_signup_key" ON "family_order_tickets" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "family_order_tickets_order_idx" ON "family_order_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "family_orders_holder_idx" ON "family_orders" USING btree ("holder_id");