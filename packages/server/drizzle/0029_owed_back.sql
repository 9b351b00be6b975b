ALTER TABLE "payment_items" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owed_back_check" CHECK ("payments"."refund_due_cents" >= 0 AND "payments"."returned_cents" >= 0 AND "payments"."overpaid_cents" + "payments"."refund_due_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- An overpayment the office had already marked returned counts as returned money from now on.
UPDATE "payments" SET "returned_cents" = "overpaid_cents" WHERE "overpayment_refunded_at" IS NOT NULL AND "overpaid_cents" > 0;
