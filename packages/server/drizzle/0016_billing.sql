CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"person_id" integer,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"concept_es" text NOT NULL,
	"concept_eus" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"mandate_mode" smallint NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"remittance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_state_check" CHECK ("charges"."state" IN ('due', 'collected', 'returned', 'paid')),
	CONSTRAINT "charges_mode_check" CHECK ("charges"."mandate_mode" IN (1, 2)),
	CONSTRAINT "charges_amount_check" CHECK ("charges"."amount_cents" > 0),
	CONSTRAINT "charges_period_check" CHECK ("charges"."period" = '' OR "charges"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "remittance_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"debtor_id" integer,
	"debtor_name" text NOT NULL,
	"mode" smallint NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"charge_id" integer,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"person_id" integer,
	"concept_es" text NOT NULL,
	"concept_eus" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"debtor_id" integer,
	"debtor_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"mode" smallint NOT NULL,
	"mandate_id" integer,
	"mandate_ref" text NOT NULL,
	"mandate_signed_on" date NOT NULL,
	"sequence" text NOT NULL,
	"collection_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"remittance_info" text NOT NULL,
	"status" text DEFAULT 'collected' NOT NULL,
	"returned_at" timestamp with time zone,
	"return_reason" text,
	CONSTRAINT "remittance_transactions_sequence_check" CHECK ("remittance_transactions"."sequence" IN ('FRST', 'RCUR')),
	CONSTRAINT "remittance_transactions_status_check" CHECK ("remittance_transactions"."status" IN ('collected', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_debtor_id_users_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_exclusions" ADD CONSTRAINT "remittance_exclusions_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_exclusions" ADD CONSTRAINT "remittance_exclusions_debtor_id_users_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_transaction_id_remittance_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."remittance_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_transactions" ADD CONSTRAINT "remittance_transactions_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_transactions" ADD CONSTRAINT "remittance_transactions_debtor_id_users_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_transactions" ADD CONSTRAINT "remittance_transactions_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_kind_item_period_key" ON "charges" USING btree ("kind","item_id","period");--> statement-breakpoint
CREATE INDEX "charges_gather_idx" ON "charges" USING btree ("due_on") WHERE "charges"."state" IN ('due', 'returned');--> statement-breakpoint
CREATE INDEX "charges_debtor_idx" ON "charges" USING btree ("debtor_id","state");--> statement-breakpoint
CREATE INDEX "remittance_exclusions_remittance_idx" ON "remittance_exclusions" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "remittance_lines_transaction_idx" ON "remittance_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "remittance_lines_charge_idx" ON "remittance_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "remittance_transactions_remittance_idx" ON "remittance_transactions" USING btree ("remittance_id","id");--> statement-breakpoint
CREATE INDEX "remittance_transactions_mandate_idx" ON "remittance_transactions" USING btree ("mandate_id","collection_date");--> statement-breakpoint
CREATE INDEX "remittance_transactions_debtor_idx" ON "remittance_transactions" USING btree ("debtor_id");--> statement-breakpoint
CREATE INDEX "remittances_created_idx" ON "remittances" USING btree ("created_at");