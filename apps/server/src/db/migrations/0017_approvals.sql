CREATE TABLE "approval_delegations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delegator_id" uuid NOT NULL,
	"delegate_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegations_dates_ordered" CHECK ("approval_delegations"."end_date" >= "approval_delegations"."start_date"),
	CONSTRAINT "approval_delegations_not_self" CHECK ("approval_delegations"."delegator_id" <> "approval_delegations"."delegate_id")
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "approval_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "step_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegator_id_users_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_delegations_delegator_idx" ON "approval_delegations" USING btree ("delegator_id","start_date");