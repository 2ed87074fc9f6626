CREATE TABLE "staffing_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"paid_since" timestamp with time zone NOT NULL,
	"filled" integer NOT NULL,
	"requests" integer NOT NULL,
	"waiting_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "list_changes" (
	"table_name" text NOT NULL,
	"version" bigint NOT NULL,
	"row_id" uuid,
	"old_row" jsonb
);
--> statement-breakpoint
ALTER TABLE "list_versions" ADD COLUMN "logged_since" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing_rows" ADD CONSTRAINT "staffing_rows_id_subscriptions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staffing_rows_status_idx" ON "staffing_rows" USING btree ("status");--> statement-breakpoint
CREATE INDEX "list_changes_table_version_idx" ON "list_changes" USING btree ("table_name","version");--> statement-breakpoint
CREATE INDEX "audit_log_records_idx" ON "audit_log" USING gin (("detail" -> 'records') jsonb_path_ops);