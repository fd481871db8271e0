ALTER TABLE "overtime_claims" ADD COLUMN "kind" text DEFAULT 'overtime' NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD COLUMN "comp_off_hundredths" integer;--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD COLUMN "comp_off_expires_on" date;--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD COLUMN "comp_off_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "overtime_claims_comp_off_idx" ON "overtime_claims" USING btree ("kind","comp_off_expires_on");--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD CONSTRAINT "overtime_claims_kind" CHECK ("overtime_claims"."kind" IN ('overtime', 'comp-off'));