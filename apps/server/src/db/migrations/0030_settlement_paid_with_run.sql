ALTER TABLE "settlements" ADD COLUMN "pay_year" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "pay_month" integer;--> statement-breakpoint
CREATE INDEX "settlements_pay_with_run" ON "settlements" USING btree ("user_id","pay_year","pay_month") WHERE "settlements"."pay_year" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_pay_month" CHECK ("settlements"."pay_month" IS NULL OR "settlements"."pay_month" BETWEEN 1 AND 12);