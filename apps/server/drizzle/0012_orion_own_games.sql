CREATE TABLE "orion_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site" text NOT NULL,
	"username" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"sync_error" text,
	"last_sync" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orion_accounts_site" CHECK ("orion_accounts"."site" in ('lichess', 'chess.com'))
);
--> statement-breakpoint
ALTER TABLE "review_cards" DROP CONSTRAINT "review_cards_one_item";--> statement-breakpoint
ALTER TABLE "orion_games" DROP CONSTRAINT "orion_games_status";--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "ply" integer;--> statement-breakpoint
ALTER TABLE "orion_game_moves" ADD COLUMN "accepted_moves" jsonb;--> statement-breakpoint
ALTER TABLE "orion_games" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "orion_games" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "orion_games" ADD COLUMN "played_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orion_accounts" ADD CONSTRAINT "orion_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orion_accounts_user_site_name" ON "orion_accounts" USING btree ("user_id","site",lower("username"));--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_game_id_orion_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."orion_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_games" ADD CONSTRAINT "orion_games_account_id_orion_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."orion_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_game_move_key" ON "review_cards" USING btree ("user_id","game_id","ply");--> statement-breakpoint
CREATE UNIQUE INDEX "orion_games_external_key" ON "orion_games" USING btree ("user_id","external_id");--> statement-breakpoint
CREATE INDEX "orion_games_waiting_idx" ON "orion_games" USING btree ("user_id","played_at") WHERE "orion_games"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_one_item" CHECK (num_nonnulls("review_cards"."exercise_id", "review_cards"."puzzle_id", "review_cards"."game_id") = 1 and ("review_cards"."game_id" is null) = ("review_cards"."ply" is null));--> statement-breakpoint
ALTER TABLE "orion_games" ADD CONSTRAINT "orion_games_status" CHECK ("orion_games"."status" in ('queued', 'analysing', 'done', 'failed', 'waiting'));