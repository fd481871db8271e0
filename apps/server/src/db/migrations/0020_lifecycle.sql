CREATE TABLE "lifecycle_tasks" (
	"task_id" uuid PRIMARY KEY NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifecycle_tasks_kind" CHECK ("lifecycle_tasks"."kind" in ('onboarding', 'probation-reminder'))
);
--> statement-breakpoint
CREATE TABLE "person_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "probations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"override_months" integer,
	"extended_to" date,
	"extension_reason" text,
	"confirmed_on" date,
	"decided_by" uuid,
	"reminded_for" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "probations_override_months" CHECK ("probations"."override_months" is null or "probations"."override_months" between 0 and 24)
);
--> statement-breakpoint
ALTER TABLE "lifecycle_tasks" ADD CONSTRAINT "lifecycle_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_tasks" ADD CONSTRAINT "lifecycle_tasks_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_letters" ADD CONSTRAINT "person_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_letters" ADD CONSTRAINT "person_letters_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probations" ADD CONSTRAINT "probations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probations" ADD CONSTRAINT "probations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lifecycle_tasks_subject_idx" ON "lifecycle_tasks" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "person_letters_user_idx" ON "person_letters" USING btree ("user_id","created_at");