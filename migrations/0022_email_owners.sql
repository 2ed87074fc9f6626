CREATE TABLE "single_use_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_customer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_tokens_hash_unique" ON "single_use_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_tokens_open_unique" ON "single_use_tokens" USING btree ("purpose","subject_id") WHERE "single_use_tokens"."used_at" is null;--> statement-breakpoint
CREATE INDEX "single_use_tokens_subject_idx" ON "single_use_tokens" USING btree ("subject_id","created_at");--> statement-breakpoint
-- Added by hand (docs/decisions.md, "Who owns an account's e-mail"). Open talent invitations move to
-- the single-use links, keyed by the talent (the applicant) they invite, as new ones are.
INSERT INTO "single_use_tokens" ("purpose", "token_hash", "subject_id", "email", "expires_at", "created_at")
  SELECT 'talent_invitation', ti."token_hash", ta."applicant_id", u."email", ti."expires_at", ti."created_at"
  FROM "talent_invitations" ti
  JOIN "users" u ON u."id" = ti."user_id"
  JOIN LATERAL (SELECT "applicant_id" FROM "talent_accounts" WHERE "user_id" = ti."user_id" ORDER BY "created_at" LIMIT 1) ta ON true
  WHERE ti."used_at" IS NULL AND ti."expires_at" > now();--> statement-breakpoint
-- An account is verified where its owner already proved the mailbox (a password reset link or a
-- talent invitation was used), it is an administrator's (made by the operator), or it already pays
-- for a subscription (a customer the company has been billing and mailing there). Every other
-- account keeps working and is mailed a link at its next login.
UPDATE "users" SET "email_verified_at" = now()
  WHERE "is_admin"
     OR EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "users"."id")
     OR EXISTS (SELECT 1 FROM "password_reset_tokens" r WHERE r."user_id" = "users"."id" AND r."used_at" IS NOT NULL)
     OR EXISTS (SELECT 1 FROM "talent_invitations" ti WHERE ti."user_id" = "users"."id" AND ti."used_at" IS NOT NULL);--> statement-breakpoint
-- A talent's account is no customer's, unless it holds a customer's subscription (an account a
-- placement turned into a talent's before links needed the owner's consent: it keeps both roles).
UPDATE "users" SET "is_customer" = false
  WHERE "is_talent" AND NOT EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "users"."id");--> statement-breakpoint
DROP TABLE "talent_invitations" CASCADE;