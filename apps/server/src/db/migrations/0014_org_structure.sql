CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"head_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"pin_code" text,
	"holiday_calendar_id" uuid,
	"work_week_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_state_format" CHECK ("locations"."state" IS NULL OR "locations"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "person_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"department_id" uuid,
	"designation_id" uuid,
	"location_id" uuid,
	"manager_id" uuid,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_placements_not_own_manager" CHECK ("person_placements"."manager_id" IS NULL OR "person_placements"."manager_id" <> "person_placements"."user_id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_id_users_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_placements" ADD CONSTRAINT "person_placements_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_unique" ON "departments" USING btree (lower("name")) WHERE "departments"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_unique" ON "designations" USING btree (lower("name")) WHERE "designations"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree (lower("name")) WHERE "locations"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "person_placements_user_from_unique" ON "person_placements" USING btree ("user_id","effective_from");--> statement-breakpoint
CREATE INDEX "person_placements_manager_idx" ON "person_placements" USING btree ("manager_id");--> statement-breakpoint
-- A fresh install has one location, in the state the payroll settings name (state NULL follows them), so
-- nothing changes until someone adds more (issue 42).
INSERT INTO "locations" ("name") VALUES ('Head office');
