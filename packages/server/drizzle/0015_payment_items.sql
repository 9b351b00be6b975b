CREATE TABLE "paid_items" (
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paid_items_item_kind_item_id_pk" PRIMARY KEY("item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"payment_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "payment_items_payment_id_item_kind_item_id_pk" PRIMARY KEY("payment_id","item_kind","item_id"),
	CONSTRAINT "payment_items_amount_check" CHECK ("payment_items"."amount_cents" >= 0),
	CONSTRAINT "payment_items_outcome_check" CHECK ("payment_items"."outcome" is null or "payment_items"."outcome" in ('paid', 'overpaid'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpaid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "overpayment_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paid_items" ADD CONSTRAINT "paid_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_items_payment_idx" ON "paid_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_items_item_idx" ON "payment_items" USING btree ("item_kind","item_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_overpaid_check" CHECK ("payments"."overpaid_cents" >= 0 AND "payments"."overpaid_cents" <= "payments"."amount_cents");--> statement-breakpoint
-- Existing ledger rows get their items from their `ref` (issue 14): a family order's ref names its
-- tickets ('<order>:<ticket>.<ticket>'), each a 'course-signup' item charged at the ticket's price;
-- a plain family order id stands for every ticket of that order; any other attempt pays one item
-- of its own kind, the ref being the item's id.
INSERT INTO "payment_items" ("payment_id", "item_kind", "item_id", "amount_cents")
SELECT p."id", 'course-signup', t.ticket, coalesce(cs."price_cents", 0)
FROM "payments" p
CROSS JOIN LATERAL unnest(string_to_array(split_part(p."ref", ':', 2), '.')) AS t(ticket)
LEFT JOIN "course_signups" cs ON cs."id"::text = t.ticket
WHERE p."kind" = 'family-order' AND p."ref" ~ '^[0-9]{1,9}:[0-9]{1,9}(\.[0-9]{1,9})*$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "payment_items" ("payment_id", "item_kind", "item_id", "amount_cents")
SELECT p."id", 'course-signup', fot."signup_id"::text, cs."price_cents"
FROM "payments" p
JOIN "family_order_tickets" fot ON fot."order_id"::text = p."ref"
JOIN "course_signups" cs ON cs."id" = fot."signup_id"
WHERE p."kind" = 'family-order' AND p."ref" ~ '^[0-9]{1,9}$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "payment_items" ("payment_id", "item_kind", "item_id", "amount_cents")
SELECT p."id", p."kind", p."ref", p."amount_cents"
FROM "payments" p
WHERE NOT EXISTS (SELECT 1 FROM "payment_items" i WHERE i."payment_id" = p."id");
--> statement-breakpoint
-- The first attempt the bank confirmed for an item paid it (a refunded one too: a refund never
-- unpaid an item); every later confirmed attempt's money for it was an overpayment.
INSERT INTO "paid_items" ("item_kind", "item_id", "payment_id", "paid_at")
SELECT DISTINCT ON (i."item_kind", i."item_id") i."item_kind", i."item_id", p."id", coalesce(p."paid_at", p."updated_at")
FROM "payment_items" i
JOIN "payments" p ON p."id" = i."payment_id"
WHERE p."state" IN ('paid', 'refunded')
ORDER BY i."item_kind", i."item_id", coalesce(p."paid_at", p."updated_at"), p."id";
--> statement-breakpoint
UPDATE "payment_items" i
SET "outcome" = CASE WHEN pi."payment_id" = i."payment_id" THEN 'paid' ELSE 'overpaid' END
FROM "paid_items" pi, "payments" p
WHERE pi."item_kind" = i."item_kind" AND pi."item_id" = i."item_id" AND p."id" = i."payment_id" AND p."state" IN ('paid', 'refunded');
--> statement-breakpoint
-- Overpayments found in existing data show "to refund" in the console from now on.
UPDATE "payments" p
SET "overpaid_cents" = least(o.cents, p."amount_cents")
FROM (SELECT "payment_id", sum("amount_cents")::int AS cents FROM "payment_items" WHERE "outcome" = 'overpaid' GROUP BY "payment_id") o
WHERE o."payment_id" = p."id";
