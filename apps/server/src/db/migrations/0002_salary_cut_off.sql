ALTER TABLE "salary_records" ADD COLUMN "attendance_up_to" date;--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "lop_adjustment_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "lop_adjustment" jsonb;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_lop_adjustment_non_negative" CHECK ("salary_records"."lop_adjustment_paise" >= 0);