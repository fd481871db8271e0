CREATE TYPE "public"."leave_ledger_kind" AS ENUM('opening', 'accrual', 'carry_forward', 'lapse', 'taken', 'reversed', 'adjustment');--> statement-breakpoint
ALTER TYPE "public"."leave_status" ADD VALUE 'Cancelled';--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "leave_type" NOT NULL,
	"kind" "leave_ledger_kind" NOT NULL,
	"days_hundredths" integer NOT NULL,
	"date" date NOT NULL,
	"leave_id" uuid,
	"period_key" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "leave_type" NOT NULL,
	"effective_from" date NOT NULL,
	"policy" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"year_start_month" smallint DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_settings_single_row" CHECK ("leave_settings"."id" = 1),
	CONSTRAINT "leave_settings_year_start" CHECK ("leave_settings"."year_start_month" IN (1, 4))
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "days_hundredths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "unpaid_hundredths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "sandwich_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_id_leave_requests_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_period_unique" ON "leave_ledger" USING btree ("user_id","type","period_key");--> statement-breakpoint
CREATE INDEX "leave_ledger_user_date_idx" ON "leave_ledger" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "leave_ledger_leave_idx" ON "leave_ledger" USING btree ("leave_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_type_from_unique" ON "leave_policies" USING btree ("type","effective_from");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests made before balances existed (hand-written): an approved one takes the days its approval wrote to
-- attendance (× 0.5 for a Half Day); any other, its calendar days. Approved ones enter the ledger as taken
-- (a Half Day from Paid Leave, the default policy), so a quota set later counts what was already taken.
UPDATE "leave_requests" r SET "days_hundredths" = CASE
  WHEN r."status" = 'Approved' THEN (
    SELECT count(*) FROM "attendance" a
    WHERE a."user_id" = r."user_id" AND a."source" = 'leave' AND a."date" BETWEEN r."start_date" AND r."end_date"
  ) * (CASE WHEN r."type" = 'Half Day' THEN 50 ELSE 100 END)
  ELSE ((r."end_date" - r."start_date") + 1) * (CASE WHEN r."type" = 'Half Day' THEN 50 ELSE 100 END)
END;--> statement-breakpoint
INSERT INTO "leave_ledger" ("user_id", "type", "kind", "days_hundredths", "date", "leave_id", "created_by", "created_at")
SELECT r."user_id", CASE WHEN r."type" = 'Half Day' THEN 'Paid Leave'::leave_type ELSE r."type" END, 'taken',
  -r."days_hundredths", r."start_date", r."id", r."decided_by", coalesce(r."decided_at", r."created_at")
FROM "leave_requests" r WHERE r."status" = 'Approved' AND r."days_hundredths" > 0;
