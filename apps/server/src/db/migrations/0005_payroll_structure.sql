CREATE TABLE "payroll_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pan" text,
	"uan" text,
	"esi_number" text,
	"work_state" text,
	"gender" text,
	"bank_account" text,
	"ifsc" text,
	"tax_regime" text DEFAULT 'new' NOT NULL,
	"pf_on_full_wages" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_profiles_regime" CHECK ("payroll_profiles"."tax_regime" IN ('new', 'old')),
	CONSTRAINT "payroll_profiles_gender" CHECK ("payroll_profiles"."gender" IS NULL OR "payroll_profiles"."gender" IN ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "salary_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_gross_paise" bigint NOT NULL,
	"override" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_revisions_gross_positive" CHECK ("salary_revisions"."monthly_gross_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "pay_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD CONSTRAINT "payroll_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD CONSTRAINT "payroll_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_revisions" ADD CONSTRAINT "salary_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_revisions_user_from_unique" ON "salary_revisions" USING btree ("user_id","effective_from");