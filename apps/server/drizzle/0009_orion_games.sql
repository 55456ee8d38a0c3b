CREATE TABLE "orion_credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"game_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orion_credit_ledger_kind" CHECK ("orion_credit_ledger"."kind" in ('allowance', 'hero_allowance', 'promotion', 'analysis', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "orion_game_moves" (
	"game_id" integer NOT NULL,
	"ply" integer NOT NULL,
	"san" text NOT NULL,
	"uci" text NOT NULL,
	"fen_before" text NOT NULL,
	"white_win_chance" real NOT NULL,
	"eval_cp" integer,
	"eval_mate" integer,
	"win_chance_loss" real NOT NULL,
	"accuracy" real NOT NULL,
	"classification" text NOT NULL,
	"best_san" text,
	"best_line" jsonb NOT NULL,
	"motif_key" text,
	"motif" text,
	"skill" text,
	"sharp_find" boolean DEFAULT false NOT NULL,
	CONSTRAINT "orion_game_moves_game_id_ply_pk" PRIMARY KEY("game_id","ply")
);
--> statement-breakpoint
CREATE TABLE "orion_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"color" text NOT NULL,
	"source" text NOT NULL,
	"pgn" text NOT NULL,
	"headers" jsonb NOT NULL,
	"start_fen" text NOT NULL,
	"plies" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"cost" integer NOT NULL,
	"accuracy_white" real,
	"accuracy_black" real,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "orion_games_status" CHECK ("orion_games"."status" in ('queued', 'analysing', 'done', 'failed')),
	CONSTRAINT "orion_games_color" CHECK ("orion_games"."color" in ('w', 'b'))
);
--> statement-breakpoint
ALTER TABLE "orion_credit_ledger" ADD CONSTRAINT "orion_credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_credit_ledger" ADD CONSTRAINT "orion_credit_ledger_game_id_orion_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."orion_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_game_moves" ADD CONSTRAINT "orion_game_moves_game_id_orion_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."orion_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_games" ADD CONSTRAINT "orion_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orion_credit_ledger_key" ON "orion_credit_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "orion_credit_ledger_user_idx" ON "orion_credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orion_games_user_idx" ON "orion_games" USING btree ("user_id","id");