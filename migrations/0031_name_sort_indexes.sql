DROP INDEX "applicants_name_idx";--> statement-breakpoint
CREATE INDEX "inquiries_read_name_idx" ON "inquiries" USING btree ("is_read",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "applicants_name_id_idx" ON "applicants" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "applicants_status_name_idx" ON "applicants" USING btree ("status",lower("last_name"),lower("first_name"),"id");