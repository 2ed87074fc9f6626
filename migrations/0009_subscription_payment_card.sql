-- The card columns first: the search text below reads them (drizzle-kit wrote these two last).
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("subscriptions"."description" || ' ' || "subscriptions"."interval" || ' ' || "subscriptions"."interval_count"::text || ' ' || round("subscriptions"."period_amount" / 100.0, 2)::text || ' ' || "subscriptions"."currency" || ' ' || "subscriptions"."status" || ' ' || coalesce("subscriptions"."payment_method_id", '') || ' ' || coalesce("subscriptions"."payment_method_brand", '') || ' ' || coalesce("subscriptions"."payment_method_last4", ''))) STORED;
