DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "inquiries_posting_date_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("contact_messages"."full_name" || ' ' || "contact_messages"."email" || ' ' || "contact_messages"."phone" || ' ' || "contact_messages"."website")) STORED;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("inquiries"."first_name" || ' ' || "inquiries"."last_name" || ' ' || "inquiries"."email" || ' ' || "inquiries"."phone" || ' ' || "inquiries"."company")) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_first_idx" ON "contact_messages" USING btree ("is_read","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_read_first_idx" ON "contact_messages" USING btree ("is_read" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_name_idx" ON "inquiries" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "inquiries_company_idx" ON "inquiries" USING btree (lower("company"),"id");--> statement-breakpoint
CREATE INDEX "inquiries_unread_first_idx" ON "inquiries" USING btree ("is_read","posting_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_read_first_idx" ON "inquiries" USING btree ("is_read" DESC NULLS FIRST,"posting_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_kind_posting_date_idx" ON "inquiries" USING btree ("kind","posting_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_posting_date_idx" ON "inquiries" USING btree ("posting_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Added by hand, as in 0002: trigram indexes for the admin searches where the server has pg_trgm.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "inquiries_search_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);
  END IF;
END $$;
