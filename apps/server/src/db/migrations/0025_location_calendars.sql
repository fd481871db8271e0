ALTER TABLE "holidays" DROP CONSTRAINT "holidays_date_unique";--> statement-breakpoint
ALTER TABLE "work_week_patterns" DROP CONSTRAINT "work_week_patterns_from_unique";--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "work_week_patterns" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_week_patterns" ADD CONSTRAINT "work_week_patterns_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_unique" ON "holidays" USING btree ("date") WHERE "holidays"."location_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_location_date_unique" ON "holidays" USING btree ("location_id","date") WHERE "holidays"."location_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "holidays_location_idx" ON "holidays" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_week_patterns_from_unique" ON "work_week_patterns" USING btree ("effective_from") WHERE "work_week_patterns"."location_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "work_week_patterns_location_from_unique" ON "work_week_patterns" USING btree ("location_id","effective_from") WHERE "work_week_patterns"."location_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "holiday_calendar_id";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "work_week_id";