CREATE TABLE "exits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"requested_last_day" date NOT NULL,
	"last_working_day" date,
	"notice_days" integer NOT NULL,
	"shortfall_days" integer DEFAULT 0 NOT NULL,
	"recovery_waived_reason" text,
	"submitted_on" date NOT NULL,
	"submitted_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exits_kind" CHECK ("exits"."kind" IN ('Resignation', 'Termination', 'Retirement', 'Death', 'End of contract')),
	CONSTRAINT "exits_status" CHECK ("exits"."status" IN ('Submitted', 'Accepted', 'Withdrawn')),
	CONSTRAINT "exits_notice_non_negative" CHECK ("exits"."notice_days" >= 0 AND "exits"."shortfall_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'Final' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_paise" bigint NOT NULL,
	"due_on" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalised_by" uuid,
	"finalised_at" timestamp with time zone,
	CONSTRAINT "settlements_kind" CHECK ("settlements"."kind" IN ('Final', 'Adjustment')),
	CONSTRAINT "settlements_status" CHECK ("settlements"."status" IN ('Draft', 'Finalised'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "exits" ADD CONSTRAINT "exits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exits" ADD CONSTRAINT "exits_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exits" ADD CONSTRAINT "exits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_exit_id_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."exits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_finalised_by_users_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exits_one_open_per_person" ON "exits" USING btree ("user_id") WHERE "exits"."status" <> 'Withdrawn';--> statement-breakpoint
CREATE INDEX "exits_status_idx" ON "exits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_one_draft_per_exit" ON "settlements" USING btree ("exit_id") WHERE "settlements"."status" = 'Draft';