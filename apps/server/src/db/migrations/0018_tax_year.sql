CREATE TABLE "tax_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"section" text NOT NULL,
	"declared_paise" bigint NOT NULL,
	"status" text DEFAULT 'declared' NOT NULL,
	"verified_paise" bigint,
	"reason" text,
	"verified_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_declarations_declared_non_negative" CHECK ("tax_declarations"."declared_paise" >= 0),
	CONSTRAINT "tax_declarations_verified_non_negative" CHECK ("tax_declarations"."verified_paise" IS NULL OR "tax_declarations"."verified_paise" >= 0),
	CONSTRAINT "tax_declarations_status" CHECK ("tax_declarations"."status" IN ('declared', 'accepted', 'partly', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "tax_regime_choices" (
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"regime" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_regime_choices_user_id_tax_year_pk" PRIMARY KEY("user_id","tax_year"),
	CONSTRAINT "tax_regime_choices_regime" CHECK ("tax_regime_choices"."regime" IN ('new', 'old')),
	CONSTRAINT "tax_regime_choices_source" CHECK ("tax_regime_choices"."source" IN ('employee', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "tax_year_windows" (
	"tax_year" integer PRIMARY KEY NOT NULL,
	"regime_until" date,
	"proofs_from" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_regime_choices" ADD CONSTRAINT "tax_regime_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_regime_choices" ADD CONSTRAINT "tax_regime_choices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_year_windows" ADD CONSTRAINT "tax_year_windows_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_person_year_section" ON "tax_declarations" USING btree ("user_id","tax_year","section");