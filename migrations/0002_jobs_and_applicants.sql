-- Trigram indexes keep the admin searches fast at 100k applicants. Postgres servers have pg_trgm
-- (contrib); the embedded PGlite may not, and there the tables are small enough to scan.
DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'pg_trgm not available'; END $$;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'On-site' NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"language" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"training" text[] DEFAULT '{}'::text[] NOT NULL,
	"operating_hours" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"posting_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"zip_code" text NOT NULL,
	"fluent_language" text NOT NULL,
	"number_of_staff_handled" text NOT NULL,
	"is_willing_for_background_check" boolean NOT NULL,
	"years_of_customer_service_experience" smallint NOT NULL,
	"years_of_call_center_experience" smallint NOT NULL,
	"resume_file_id" uuid,
	"status" text DEFAULT 'Unread' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("applicants"."first_name" || ' ' || "applicants"."last_name" || ' ' || "applicants"."email" || ' ' || "applicants"."phone")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_resume_file_id_stored_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_active_posting_date_idx" ON "jobs" USING btree ("is_active","posting_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_posting_date_idx" ON "jobs" USING btree ("posting_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applicants_created_at_idx" ON "applicants" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applicants_job_created_at_idx" ON "applicants" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applicants_status_created_at_idx" ON "applicants" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applicants_name_idx" ON "applicants" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "jobs_title_trgm_idx" ON "jobs" USING gin (lower("title") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "applicants_search_trgm_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);
  END IF;
END $$;