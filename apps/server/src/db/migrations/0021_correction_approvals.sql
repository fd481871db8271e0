ALTER TABLE "attendance_corrections" ADD COLUMN "approval_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD COLUMN "step_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD COLUMN "override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "approval_delegations_delegate_idx" ON "approval_delegations" USING btree ("delegate_id");