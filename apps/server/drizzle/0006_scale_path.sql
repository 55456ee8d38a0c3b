CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'stored' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_lesson_progress" ADD COLUMN "answered" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "puzzles_source_idx" ON "puzzles" USING btree ("source");--> statement-breakpoint
INSERT INTO "content_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "user_lesson_progress" p SET "answered" = coalesce((
  SELECT array_agg(DISTINCT a."exercise_id" ORDER BY a."exercise_id") FROM "exercise_attempts" a
  WHERE a."user_id" = p."user_id" AND a."lesson_id" = p."lesson_id" AND a."run" = p."completions"
), '{}'::int[]);
