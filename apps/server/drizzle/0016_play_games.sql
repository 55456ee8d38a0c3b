CREATE TABLE "play_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"level" integer NOT NULL,
	"color" text NOT NULL,
	"pgn" text NOT NULL,
	"plies" integer NOT NULL,
	"result" text NOT NULL,
	"termination" text NOT NULL,
	"score" real NOT NULL,
	"rating_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"xp" integer NOT NULL,
	"orion_game_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_games_color" CHECK ("play_games"."color" in ('w', 'b'))
);
--> statement-breakpoint
CREATE TABLE "play_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_games" ADD CONSTRAINT "play_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_games" ADD CONSTRAINT "play_games_orion_game_id_orion_games_id_fk" FOREIGN KEY ("orion_game_id") REFERENCES "public"."orion_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_ratings" ADD CONSTRAINT "play_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "play_games_user_client_key" ON "play_games" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "play_games_user_idx" ON "play_games" USING btree ("user_id","id");