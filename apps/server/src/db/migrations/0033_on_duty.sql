CREATE TABLE "on_duty_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"dates" date[] NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decision_reason" text,
	"approval_step" integer DEFAULT 1 NOT NULL,
	"step_since" timestamp with time zone,
	"override" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_duty_requests_status" CHECK ("on_duty_requests"."status" IN ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "on_duty_requests_mode" CHECK ("on_duty_requests"."mode" IN ('on-duty', 'wfh')),
	CONSTRAINT "on_duty_requests_range" CHECK ("on_duty_requests"."to_date" >= "on_duty_requests"."from_date")
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "work_mode" text;--> statement-breakpoint
ALTER TABLE "on_duty_requests" ADD CONSTRAINT "on_duty_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_duty_requests" ADD CONSTRAINT "on_duty_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_duty_requests_user_idx" ON "on_duty_requests" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "on_duty_requests_pending_idx" ON "on_duty_requests" USING btree ("status","created_at");