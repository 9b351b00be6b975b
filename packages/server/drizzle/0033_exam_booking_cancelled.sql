ALTER TABLE "exam_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD COLUMN "cancel_reason" text;