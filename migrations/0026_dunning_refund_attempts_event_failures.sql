CREATE TABLE "stripe_event_failures" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"target" jsonb NOT NULL,
	"event_created" integer,
	"tries" integer NOT NULL,
	"error" text,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "stripe_event_failures" ADD CONSTRAINT "stripe_event_failures_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_event_failures_open_idx" ON "stripe_event_failures" USING btree ("failed_at") WHERE "stripe_event_failures"."dismissed_at" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
-- Payments recorded before paid_at was kept were paid when they were recorded as paid; the invoice's creation is the nearest known time.
UPDATE "payments" SET "paid_at" = "created_at" WHERE "status" IN ('paid', 'refunded', 'partially_refunded') AND "paid_at" IS NULL;
