DROP INDEX "jobs_active_posting_date_idx";--> statement-breakpoint
DROP INDEX "jobs_posting_date_idx";--> statement-breakpoint
DROP INDEX "applicants_created_at_idx";--> statement-breakpoint
DROP INDEX "applicants_job_created_at_idx";--> statement-breakpoint
DROP INDEX "applicants_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "applicants_cs_experience_idx" ON "applicants" USING btree ("years_of_customer_service_experience" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applicants_cc_experience_idx" ON "applicants" USING btree ("years_of_call_center_experience" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_active_posting_date_idx" ON "jobs" USING btree ("is_active","posting_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_posting_date_idx" ON "jobs" USING btree ("posting_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applicants_created_at_idx" ON "applicants" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applicants_job_created_at_idx" ON "applicants" USING btree ("job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applicants_status_created_at_idx" ON "applicants" USING btree ("status","created_at" DESC NULLS FIRST);