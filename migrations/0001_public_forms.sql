CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"is_willing_to_receive_updates" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"time_zone" text,
	"date" date,
	"time_from" text,
	"time_to" text,
	"location" text,
	"no_of_staff" integer,
	"message" text,
	"is_okay_to_receive_marketing" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"posting_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind_check" CHECK ("inquiries"."kind" in ('booking', 'quote')),
	CONSTRAINT "inquiries_no_of_staff_check" CHECK ("inquiries"."no_of_staff" is null or "inquiries"."no_of_staff" >= 1)
);
--> statement-breakpoint
CREATE TABLE "franchise_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchise_applications" ADD CONSTRAINT "franchise_applications_contract_file_id_stored_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_posting_date_idx" ON "inquiries" USING btree ("posting_date");--> statement-breakpoint
CREATE INDEX "franchise_applications_created_at_idx" ON "franchise_applications" USING btree ("created_at");