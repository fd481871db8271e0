CREATE TABLE "tax_previous_employment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"employer_name" text NOT NULL,
	"employer_tan" text,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"status" text DEFAULT 'declared' NOT NULL,
	"reason" text,
	"verified_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_previous_non_negative" CHECK ("tax_previous_employment"."gross_paise" >= 0 AND "tax_previous_employment"."tds_paise" >= 0),
	CONSTRAINT "tax_previous_status" CHECK ("tax_previous_employment"."status" IN ('declared', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "tax_rent_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"monthly_rent_paise" bigint NOT NULL,
	"city" text NOT NULL,
	"landlord_name" text,
	"landlord_pan" text,
	"status" text DEFAULT 'declared' NOT NULL,
	"verified_paise" bigint,
	"reason" text,
	"verified_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rent_non_negative" CHECK ("tax_rent_declarations"."monthly_rent_paise" >= 0),
	CONSTRAINT "tax_rent_status" CHECK ("tax_rent_declarations"."status" IN ('declared', 'accepted', 'partly', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "tax_previous_employment" ADD CONSTRAINT "tax_previous_employment_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_previous_employment" ADD CONSTRAINT "tax_previous_employment_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rent_declarations" ADD CONSTRAINT "tax_rent_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rent_declarations" ADD CONSTRAINT "tax_rent_declarations_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_previous_person_year" ON "tax_previous_employment" USING btree ("user_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rent_person_year" ON "tax_rent_declarations" USING btree ("user_id","tax_year");