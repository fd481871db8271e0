CREATE TYPE "public"."correction_state" AS ENUM('Pending', 'Approved', 'Rejected');--> statement-breakpoint
CREATE TABLE "org_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"punch_in_from" text NOT NULL,
	"punch_in_until" text NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"min_minutes_full_day" integer,
	"min_minutes_half_day" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_start_format" CHECK ("shifts"."start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_end_format" CHECK ("shifts"."end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_punch_from_format" CHECK ("shifts"."punch_in_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_punch_until_format" CHECK ("shifts"."punch_in_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_grace_range" CHECK ("shifts"."grace_minutes" BETWEEN 0 AND 240)
);
--> statement-breakpoint
CREATE TABLE "work_week_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" date NOT NULL,
	"weekly_off" smallint[] NOT NULL,
	"nth_week_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_week_patterns_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"status" "attendance_status",
	"reason" text NOT NULL,
	"state" "correction_state" DEFAULT 'Pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "worked_minutes" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "corrected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "punch_latitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "punch_longitude" double precision;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "punch_place" text;--> statement-breakpoint
ALTER TABLE "org_settings" ADD CONSTRAINT "org_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_week_patterns" ADD CONSTRAINT "work_week_patterns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_assignments_user_from_unique" ON "shift_assignments" USING btree ("user_id","effective_from");--> statement-breakpoint
CREATE INDEX "shift_assignments_shift_idx" ON "shift_assignments" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_name_unique" ON "shifts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_default" ON "shifts" USING btree ("is_default") WHERE "shifts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_one_pending" ON "attendance_corrections" USING btree ("user_id","date") WHERE "attendance_corrections"."state" = 'Pending';--> statement-breakpoint
CREATE INDEX "attendance_corrections_user_created_idx" ON "attendance_corrections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attendance_corrections_state_idx" ON "attendance_corrections" USING btree ("state");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shifts" ("name", "start", "end", "punch_in_from", "punch_in_until", "grace_minutes", "is_default") VALUES ('General', '09:00', '18:00', '09:00', '11:00', 0, true);
