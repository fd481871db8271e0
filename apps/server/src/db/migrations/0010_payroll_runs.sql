ALTER TABLE "salary_records" ADD COLUMN "finalised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "paid_on" date;