CREATE TABLE "talent_accounts" (
	"applicant_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_reminders" (
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_reminders_kind_known" CHECK ("timesheet_reminders"."kind" in ('talent_submit', 'customer_review'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"talent_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"quarter_hours" smallint[] NOT NULL,
	"total_quarter_hours" smallint GENERATED ALWAYS AS (quarter_hours[1] + quarter_hours[2] + quarter_hours[3] + quarter_hours[4] + quarter_hours[5] + quarter_hours[6] + quarter_hours[7]) STORED NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"approve_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"dispute_reason" text,
	"settlement_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_known" CHECK ("timesheets"."status" in ('submitted', 'approved', 'disputed', 'auto_approved')),
	CONSTRAINT "timesheets_quarter_hours_week" CHECK (cardinality("timesheets"."quarter_hours") = 7 and 0 <= all("timesheets"."quarter_hours") and 96 >= all("timesheets"."quarter_hours")),
	CONSTRAINT "timesheets_week_starts_monday" CHECK (extract(isodow from "timesheets"."week_start") = 1),
	CONSTRAINT "timesheets_dispute_has_reason" CHECK ("timesheets"."status" <> 'disputed' or "timesheets"."dispute_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_talent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_accounts" ADD CONSTRAINT "talent_accounts_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_accounts" ADD CONSTRAINT "talent_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_talent_id_applicants_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."applicants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_accounts_user_idx" ON "talent_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_token_unique" ON "talent_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_open_unique" ON "talent_invitations" USING btree ("user_id") WHERE "talent_invitations"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_reminders_once" ON "timesheet_reminders" USING btree ("kind","user_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_placement_week_unique" ON "timesheets" USING btree ("placement_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_week_idx" ON "timesheets" USING btree ("week_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_week_idx" ON "timesheets" USING btree ("status","week_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_customer_week_idx" ON "timesheets" USING btree ("customer_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_talent_week_idx" ON "timesheets" USING btree ("talent_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_due_idx" ON "timesheets" USING btree ("approve_by") WHERE "timesheets"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_one_kind" CHECK (not ("users"."is_admin" and "users"."is_talent"));