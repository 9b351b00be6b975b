CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"mails_in_window" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diag_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"runtime_id" text NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"error_data" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diag_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"runtime_id" text NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"this_path" text DEFAULT '' NOT NULL,
	"new_path" text DEFAULT '' NOT NULL,
	"begin_at" text DEFAULT '' NOT NULL,
	"end_at" text DEFAULT '' NOT NULL,
	"seconds" real,
	"browser" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remember" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_identity_idx" ON "login_failures" USING btree ("identity","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","failed_at");--> statement-breakpoint
CREATE INDEX "diag_error_reports_runtime_idx" ON "diag_error_reports" USING btree ("runtime_id");--> statement-breakpoint
CREATE INDEX "diag_routes_runtime_idx" ON "diag_routes" USING btree ("runtime_id");