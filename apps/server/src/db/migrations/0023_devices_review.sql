CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"off" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_punches" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "device_punches" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "device_punches" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_punches_held_idx" ON "device_punches" USING btree ("received_at") WHERE "device_punches"."review" = 'held';--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_review_values" CHECK ("device_punches"."review" IN ('held', 'accepted', 'discarded'));