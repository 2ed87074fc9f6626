CREATE TABLE "seat_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"from_quantity" integer NOT NULL,
	"to_quantity" integer NOT NULL,
	"seat" smallint,
	"talent_name" text,
	"talent_last_day" date,
	"amount_due" bigint,
	"stripe_invoice_id" text,
	"effective_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_changes_kind_known" CHECK ("seat_changes"."kind" in ('add', 'remove')),
	CONSTRAINT "seat_changes_status_known" CHECK ("seat_changes"."status" in ('pending', 'applied', 'failed', 'scheduled', 'canceled')),
	CONSTRAINT "seat_changes_removal_has_seat" CHECK ("seat_changes"."kind" <> 'remove' or "seat_changes"."seat" is not null)
);
--> statement-breakpoint
CREATE TABLE "extra_hour_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"revision" smallint NOT NULL,
	"subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"quarter_hours" integer NOT NULL,
	"billed_quarter_hours" integer NOT NULL,
	"hourly_rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"stripe_invoice_item_id" text,
	"stripe_invoice_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_hour_charges_stripe_invoice_item_id_unique" UNIQUE("stripe_invoice_item_id"),
	CONSTRAINT "extra_hour_charges_status_known" CHECK ("extra_hour_charges"."status" in ('waiting', 'itemized', 'invoiced', 'failed')),
	CONSTRAINT "extra_hour_charges_revision_positive" CHECK ("extra_hour_charges"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_pdf_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seat_changes" ADD CONSTRAINT "seat_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_changes" ADD CONSTRAINT "seat_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_hour_charges" ADD CONSTRAINT "extra_hour_charges_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_hour_charges" ADD CONSTRAINT "extra_hour_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_hour_charges" ADD CONSTRAINT "extra_hour_charges_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_changes_subscription_idx" ON "seat_changes" USING btree ("subscription_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seat_changes_one_pending_add" ON "seat_changes" USING btree ("subscription_id") WHERE "seat_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "seat_changes_one_removal_per_seat" ON "seat_changes" USING btree ("subscription_id","seat") WHERE "seat_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "seat_changes_scheduled_idx" ON "seat_changes" USING btree ("effective_at") WHERE "seat_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "extra_hour_charges_week_revision_unique" ON "extra_hour_charges" USING btree ("timesheet_id","revision");--> statement-breakpoint
CREATE INDEX "extra_hour_charges_customer_idx" ON "extra_hour_charges" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "extra_hour_charges_subscription_idx" ON "extra_hour_charges" USING btree ("subscription_id","status");--> statement-breakpoint
CREATE INDEX "extra_hour_charges_invoice_idx" ON "extra_hour_charges" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "timesheets_decided_idx" ON "timesheets" USING btree ("decided_at") WHERE "timesheets"."status" in ('approved', 'auto_approved');