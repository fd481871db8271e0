CREATE TABLE "leave_types" (
	"name" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"multi_day" boolean DEFAULT false NOT NULL,
	"half_day_allowed" boolean DEFAULT false NOT NULL,
	"encashable" boolean DEFAULT false NOT NULL,
	"gender" text DEFAULT 'any' NOT NULL,
	"min_service_months" smallint DEFAULT 0 NOT NULL,
	"max_days_per_request" integer,
	"source" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_gender" CHECK ("leave_types"."gender" IN ('any', 'female', 'male'))
);
--> statement-breakpoint
-- The spec's four types, built in (hand-written): their names and rules are fixed (docs/leave.md).
INSERT INTO "leave_types" ("name", "code", "built_in", "paid", "multi_day", "max_days_per_request", "sort_order") VALUES
	('Sick Leave', 'SL', true, true, true, 90, 1),
	('Paid Leave', 'PL', true, true, false, NULL, 2),
	('Short Leave', 'SHL', true, false, false, NULL, 3),
	('Half Day', 'HD', true, false, false, NULL, 4);
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_single_day_unless_sick";--> statement-breakpoint
ALTER TABLE "leave_requests" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leave_ledger" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "leave_policies" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "leave_type" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "half_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_code_unique" ON "leave_types" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_lower_unique" ON "leave_types" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_leave_type_leave_types_name_fk" FOREIGN KEY ("leave_type") REFERENCES "public"."leave_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_type_leave_types_name_fk" FOREIGN KEY ("type") REFERENCES "public"."leave_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_type_leave_types_name_fk" FOREIGN KEY ("type") REFERENCES "public"."leave_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_type_leave_types_name_fk" FOREIGN KEY ("type") REFERENCES "public"."leave_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_single_day_spec_types" CHECK ("leave_requests"."type" NOT IN ('Paid Leave', 'Short Leave', 'Half Day') OR "leave_requests"."end_date" = "leave_requests"."start_date");--> statement-breakpoint
DROP TYPE "public"."leave_type";