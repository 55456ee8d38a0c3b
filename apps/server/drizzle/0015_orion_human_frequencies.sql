ALTER TABLE "orion_game_moves" ADD COLUMN "human_played" real;--> statement-breakpoint
ALTER TABLE "orion_game_moves" ADD COLUMN "human_best" real;--> statement-breakpoint
ALTER TABLE "orion_games" ADD COLUMN "human_rating" integer;