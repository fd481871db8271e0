CREATE TABLE "device_pins" (
	"pin" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "device_pins_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "device_punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"pin" text NOT NULL,
	"device_time" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"verify" smallint,
	"user_id" uuid,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_refusals" (
	"serial_number" text NOT NULL,
	"reason" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_refusals_serial_number_reason_pk" PRIMARY KEY("serial_number","reason")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"allowed_ranges" text DEFAULT '' NOT NULL,
	"time_zone" text,
	"last_seen_at" timestamp with time zone,
	"skew_seconds" integer,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "device_pins" ADD CONSTRAINT "device_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_punches" ADD CONSTRAINT "device_punches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_punches_line_unique" ON "device_punches" USING btree ("device_id","pin","device_time");--> statement-breakpoint
CREATE INDEX "device_punches_received_idx" ON "device_punches" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "device_punches_user_idx" ON "device_punches" USING btree ("user_id","punched_at");--> statement-breakpoint
CREATE INDEX "device_punches_pin_idx" ON "device_punches" USING btree ("pin");--> statement-breakpoint
CREATE INDEX "device_refusals_last_idx" ON "device_refusals" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");