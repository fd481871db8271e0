CREATE TABLE "device_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"command" text NOT NULL,
	"employee_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"return_code" integer,
	"queued_by" uuid,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "device_commands_state_values" CHECK ("device_commands"."state" IN ('queued', 'sent', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "device_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"line" smallint NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_errors" ADD CONSTRAINT "device_errors_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","state","id");--> statement-breakpoint
CREATE INDEX "device_errors_device_idx" ON "device_errors" USING btree ("device_id","id");