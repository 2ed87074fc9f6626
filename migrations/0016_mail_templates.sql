ALTER TABLE "mail_deliveries" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD COLUMN "props" jsonb;