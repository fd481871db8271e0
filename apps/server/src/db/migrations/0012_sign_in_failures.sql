CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"reason" text NOT NULL,
	"failures" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_email_ip_address_reason_pk" PRIMARY KEY("email","ip_address","reason")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "sign_in_failures" USING btree ("last_at");