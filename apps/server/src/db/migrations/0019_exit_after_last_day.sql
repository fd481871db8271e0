CREATE TABLE "employment_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_on" date NOT NULL,
	"left_on" date NOT NULL,
	"exit_id" uuid,
	"rehired_on" date NOT NULL,
	"rehired_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_periods_order" CHECK ("employment_periods"."joined_on" <= "employment_periods"."left_on" AND "employment_periods"."left_on" < "employment_periods"."rehired_on")
);
--> statement-breakpoint
DROP INDEX "exits_one_open_per_person";--> statement-breakpoint
ALTER TABLE "exits" ADD COLUMN "step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exits" ADD COLUMN "step_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exits" ADD COLUMN "rehired_on" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "adjusts_id" uuid;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_exit_id_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."exits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_periods" ADD CONSTRAINT "employment_periods_rehired_by_users_id_fk" FOREIGN KEY ("rehired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_periods_user_idx" ON "employment_periods" USING btree ("user_id","joined_on");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_adjusts_id_settlements_id_fk" FOREIGN KEY ("adjusts_id") REFERENCES "public"."settlements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exits_one_open_per_person" ON "exits" USING btree ("user_id") WHERE "exits"."status" <> 'Withdrawn' AND "exits"."rehired_on" IS NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_when_final" CHECK ("settlements"."paid_on" IS NULL OR "settlements"."status" = 'Finalised');--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_adjustment_explained" CHECK ("settlements"."kind" = 'Final' OR ("settlements"."adjusts_id" IS NOT NULL AND "settlements"."explanation" IS NOT NULL));