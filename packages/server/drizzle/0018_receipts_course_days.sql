CREATE TABLE "receipt_series" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payer_name" text NOT NULL,
	"payer_tax_id" text DEFAULT '' NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "location_eus" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "selected_days" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");