CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "salary_records_newest_idx" ON "salary_records" USING btree ("generated_at","period_year","period_month");
