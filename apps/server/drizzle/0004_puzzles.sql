CREATE TABLE "puzzle_theme" (
	"theme" text NOT NULL,
	"puzzle_id" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"rnd" double precision DEFAULT random() NOT NULL,
	CONSTRAINT "puzzle_theme_theme_puzzle_id_pk" PRIMARY KEY("theme","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "puzzle_themes" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"group" text NOT NULL,
	"puzzle_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_user" (
	"user_id" integer NOT NULL,
	"puzzle_id" text NOT NULL,
	"solved" boolean NOT NULL,
	"rated" boolean NOT NULL,
	"hint_used" boolean DEFAULT false NOT NULL,
	"time_ms" integer,
	"rating_change" double precision DEFAULT 0 NOT NULL,
	"points_gained" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "puzzle_user_user_id_puzzle_id_pk" PRIMARY KEY("user_id","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" text PRIMARY KEY NOT NULL,
	"fen" text NOT NULL,
	"moves" text[] NOT NULL,
	"rating" double precision NOT NULL,
	"rating_deviation" double precision NOT NULL,
	"volatility" double precision DEFAULT 0.06 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"themes" text[] NOT NULL,
	"game_url" text,
	"opening_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"rnd" double precision DEFAULT random() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_puzzle_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision DEFAULT 1500 NOT NULL,
	"rd" double precision DEFAULT 350 NOT NULL,
	"volatility" double precision DEFAULT 0.06 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"difficulty_range_from" integer DEFAULT 0 NOT NULL,
	"difficulty_range_to" integer DEFAULT 1499 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "puzzle_theme" ADD CONSTRAINT "puzzle_theme_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_user" ADD CONSTRAINT "puzzle_user_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_user" ADD CONSTRAINT "puzzle_user_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_puzzle_stats" ADD CONSTRAINT "user_puzzle_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_theme_pick_idx" ON "puzzle_theme" USING btree ("theme","difficulty","rnd");--> statement-breakpoint
CREATE INDEX "puzzle_theme_puzzle_idx" ON "puzzle_theme" USING btree ("puzzle_id");--> statement-breakpoint
CREATE INDEX "puzzles_difficulty_rnd_idx" ON "puzzles" USING btree ("difficulty","rnd");--> statement-breakpoint
CREATE INDEX "puzzles_rating_idx" ON "puzzles" USING btree ("rating");