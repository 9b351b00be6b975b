CREATE TABLE "equipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_eus" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_eus" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"cover_file_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pickup_by" integer NOT NULL,
	"account_to_attach_to" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "equipment_orders_status_check" CHECK ("equipment_orders"."status" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "equipment_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"size" text NOT NULL,
	"price_cents" integer,
	"stock" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "equipment_sizes_stock_check" CHECK ("equipment_sizes"."stock" IS NULL OR "equipment_sizes"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_orders" ADD CONSTRAINT "equipment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_orders" ADD CONSTRAINT "equipment_orders_pickup_by_users_id_fk" FOREIGN KEY ("pickup_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_orders" ADD CONSTRAINT "equipment_orders_account_to_attach_to_users_id_fk" FOREIGN KEY ("account_to_attach_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_sizes" ADD CONSTRAINT "equipment_sizes_item_id_equipment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_orders_user_idx" ON "equipment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "equipment_orders_status_idx" ON "equipment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_sizes_item_size_key" ON "equipment_sizes" USING btree ("item_id","size");