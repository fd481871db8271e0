CREATE TABLE "advance_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advance_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_year" integer NOT NULL,
	"due_month" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"waived" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "advance_instalments_amount_positive" CHECK ("advance_instalments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"instalment_count" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"approval_step" integer DEFAULT 1 NOT NULL,
	"step_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disbursal" text,
	"disburse_year" integer,
	"disburse_month" integer,
	"paid_on" date,
	CONSTRAINT "advances_amount_positive" CHECK ("advances"."amount_paise" > 0),
	CONSTRAINT "advances_status" CHECK ("advances"."status" IN ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "claim_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"per_claim_limit_paise" bigint,
	"per_month_limit_paise" bigint,
	"mileage_rate_paise" bigint,
	"taxable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"spent_on" date NOT NULL,
	"category_id" uuid NOT NULL,
	"category_name" text NOT NULL,
	"taxable" boolean NOT NULL,
	"amount_paise" bigint NOT NULL,
	"distance_km" numeric(7, 1),
	"description" text NOT NULL,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"approved_paise" bigint,
	"reason" text,
	CONSTRAINT "claim_lines_amount_positive" CHECK ("claim_lines"."amount_paise" > 0),
	CONSTRAINT "claim_lines_approved_range" CHECK ("claim_lines"."approved_paise" IS NULL OR "claim_lines"."approved_paise" BETWEEN 0 AND "claim_lines"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "expense_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"approval_step" integer DEFAULT 1 NOT NULL,
	"step_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_year" integer,
	"pay_month" integer,
	CONSTRAINT "expense_claims_status" CHECK ("expense_claims"."status" IN ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "money_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"decider_id" uuid,
	"decider_name" text NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"override" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advance_instalments" ADD CONSTRAINT "advance_instalments_advance_id_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advances" ADD CONSTRAINT "advances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_expense_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."expense_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_category_id_claim_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."claim_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_decisions" ADD CONSTRAINT "money_decisions_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_instalments_advance_idx" ON "advance_instalments" USING btree ("advance_id","seq");--> statement-breakpoint
CREATE INDEX "advances_user_idx" ON "advances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_categories_name_unique" ON "claim_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "claim_lines_claim_idx" ON "claim_lines" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "expense_claims_user_idx" ON "expense_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expense_claims_pending_idx" ON "expense_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expense_claims_pay_idx" ON "expense_claims" USING btree ("pay_year","pay_month","user_id");--> statement-breakpoint
CREATE INDEX "money_decisions_subject_idx" ON "money_decisions" USING btree ("subject_id","at");