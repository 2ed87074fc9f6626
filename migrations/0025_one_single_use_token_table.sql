DROP INDEX "single_use_tokens_open_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_tokens_open_unique" ON "single_use_tokens" USING btree ("purpose","subject_id") WHERE "single_use_tokens"."used_at" is null and "single_use_tokens"."purpose" in ('email_verification', 'talent_invitation');--> statement-breakpoint
-- Added by hand (docs/decisions.md, "One single-use token table"). Live reset and unlock links (unused,
-- unexpired) move to the single-use links, keyed by their account, with the address it has now and
-- the same sha256 of the token, so a link mailed before this migration keeps working. Spent ones
-- have nothing left to open and stay behind.
INSERT INTO "single_use_tokens" ("purpose", "token_hash", "subject_id", "email", "expires_at", "created_at")
  SELECT 'password_reset', r."token_hash", r."user_id", u."email", r."expires_at", r."created_at"
  FROM "password_reset_tokens" r
  JOIN "users" u ON u."id" = r."user_id"
  WHERE r."used_at" IS NULL AND r."expires_at" > now();--> statement-breakpoint
INSERT INTO "single_use_tokens" ("purpose", "token_hash", "subject_id", "email", "expires_at", "created_at")
  SELECT 'login_unlock', l."token_hash", l."user_id", u."email", l."expires_at", l."created_at"
  FROM "login_unlock_tokens" l
  JOIN "users" u ON u."id" = l."user_id"
  WHERE l."used_at" IS NULL AND l."expires_at" > now();--> statement-breakpoint
DROP TABLE "password_reset_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "login_unlock_tokens" CASCADE;
