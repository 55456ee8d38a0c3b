ALTER TABLE "orion_games" ADD COLUMN "moves_key" text;--> statement-breakpoint
CREATE INDEX "orion_games_moves_key_idx" ON "orion_games" USING btree ("user_id","moves_key");