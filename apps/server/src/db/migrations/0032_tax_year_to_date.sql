CREATE TABLE "tax_year_to_date" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"month" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"pf_paise" bigint NOT NULL,
	"pt_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_year_to_date_non_negative" CHECK ("tax_year_to_date"."gross_paise" >= 0 AND "tax_year_to_date"."tds_paise" >= 0 AND "tax_year_to_date"."pf_paise" >= 0 AND "tax_year_to_date"."pt_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_year_to_date" ADD CONSTRAINT "tax_year_to_date_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_year_to_date_person_month" ON "tax_year_to_date" USING btree ("user_id","month");