ALTER TABLE "franchise_applications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_applications_idempotency_key_idx" ON "franchise_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_idempotency_key_idx" ON "applicants" USING btree ("idempotency_key");