CREATE TABLE "overtime_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"worked_minutes" integer NOT NULL,
	"shift_name" text NOT NULL,
	"claimed_minutes" integer NOT NULL,
	"approved_minutes" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"approval_step" integer DEFAULT 1 NOT NULL,
	"step_since" timestamp with time zone,
	"override" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"pay_year" integer,
	"pay_month" integer,
	"hourly_rate_paise" bigint,
	"amount_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_claims_status" CHECK ("overtime_claims"."status" IN ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "overtime_claims_minutes" CHECK ("overtime_claims"."claimed_minutes" > 0 AND "overtime_claims"."worked_minutes" >= 0),
	CONSTRAINT "overtime_claims_approved_minutes" CHECK ("overtime_claims"."approved_minutes" IS NULL OR ("overtime_claims"."approved_minutes" > 0 AND "overtime_claims"."approved_minutes" <= "overtime_claims"."claimed_minutes"))
);
--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD CONSTRAINT "overtime_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_claims" ADD CONSTRAINT "overtime_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_claims_user_date_unique" ON "overtime_claims" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "overtime_claims_pending_idx" ON "overtime_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "overtime_claims_pay_idx" ON "overtime_claims" USING btree ("pay_year","pay_month");