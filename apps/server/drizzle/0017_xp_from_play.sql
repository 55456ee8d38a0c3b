ALTER TABLE "xp_events" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "xp_events" ALTER COLUMN "run" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "xp_events" ADD COLUMN "play_game_id" integer;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_play_game_id_play_games_id_fk" FOREIGN KEY ("play_game_id") REFERENCES "public"."play_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_play_game_key" ON "xp_events" USING btree ("play_game_id");--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_one_source" CHECK (("xp_events"."lesson_id" is not null and "xp_events"."run" is not null and "xp_events"."play_game_id" is null and "xp_events"."kind" in ('lesson', 'practice'))
        or ("xp_events"."lesson_id" is null and "xp_events"."run" is null and "xp_events"."play_game_id" is not null and "xp_events"."kind" = 'play'));--> statement-breakpoint
-- Games stored before this migration paid only the daily goal: they pay their xp now (ADR 0046).
-- The leaderboard boards are then out of step with users.xp; the repair job each start queues
-- (leaderboard.repair) sees it and rebuilds them.
INSERT INTO "xp_events" ("user_id", "play_game_id", "amount", "kind", "created_at")
  SELECT "user_id", "id", "xp", 'play', "created_at" FROM "play_games" WHERE "xp" > 0;--> statement-breakpoint
UPDATE "users" SET "xp" = "users"."xp" + g."xp"
  FROM (SELECT "user_id", sum("xp")::int AS "xp" FROM "play_games" GROUP BY "user_id") g
  WHERE "users"."id" = g."user_id";
