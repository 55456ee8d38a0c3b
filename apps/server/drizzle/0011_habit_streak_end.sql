ALTER TABLE "habits" ADD COLUMN "streak_end" date;--> statement-breakpoint
CREATE INDEX "habits_reminder_idx" ON "habits" USING btree ("reminder_hour") WHERE "habits"."reminder_hour" is not null;