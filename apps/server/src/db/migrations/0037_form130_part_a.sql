CREATE TABLE "tax_form130_part_a" (
	"user_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"pages" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_form130_part_a" ADD CONSTRAINT "tax_form130_part_a_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_form130_part_a" ADD CONSTRAINT "tax_form130_part_a_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_form130_part_a_person_year" ON "tax_form130_part_a" USING btree ("user_id","tax_year");