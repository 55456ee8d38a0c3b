CREATE TABLE "habit_days" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"puzzles_solved" integer DEFAULT 0 NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "habit_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "habit_reminders" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "habit_reminders_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "habit_sources" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_sources_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_goal" smallint DEFAULT 20 NOT NULL,
	"time_zone" text,
	"reminder_hour" smallint,
	"last_date" date,
	"last_zone" text,
	"streak_end" date,
	"current" integer DEFAULT 0 NOT NULL,
	"longest" integer DEFAULT 0 NOT NULL,
	"freezes" smallint DEFAULT 0 NOT NULL,
	"hero_grant_month" text,
	"celebrated_on" date,
	"extension_seen_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habits_goal_check" CHECK ("habits"."daily_goal" in (10, 20, 30, 50)),
	CONSTRAINT "habits_reminder_hour_check" CHECK ("habits"."reminder_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "league_cohorts" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" text NOT NULL,
	"tier" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"week" text NOT NULL,
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_members_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_results" (
	"week" text NOT NULL,
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"tier_before" integer NOT NULL,
	"tier_after" integer NOT NULL,
	"rank" integer NOT NULL,
	"xp" integer NOT NULL,
	"result" text NOT NULL,
	"mailed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "league_results_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_tiers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tier" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"week" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orion_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" smallint NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "skill_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"skill" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"opponent_rating" double precision NOT NULL,
	"opponent_rd" double precision NOT NULL,
	"score" double precision NOT NULL,
	"rating_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_evidence_skill" CHECK ("skill_evidence"."skill" in ('tactics', 'strategy', 'calculation', 'attacking')),
	CONSTRAINT "skill_evidence_source" CHECK ("skill_evidence"."source" in ('puzzle', 'exercise', 'game', 'assessment'))
);
--> statement-breakpoint
CREATE TABLE "skill_history" (
	"user_id" integer NOT NULL,
	"skill" text NOT NULL,
	"day" date NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	CONSTRAINT "skill_history_user_id_skill_day_pk" PRIMARY KEY("user_id","skill","day")
);
--> statement-breakpoint
CREATE TABLE "skill_ratings" (
	"user_id" integer NOT NULL,
	"skill" text NOT NULL,
	"rating" double precision DEFAULT 1500 NOT NULL,
	"rd" double precision DEFAULT 350 NOT NULL,
	"volatility" double precision DEFAULT 0.06 NOT NULL,
	"evidence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "skill_ratings_user_id_skill_pk" PRIMARY KEY("user_id","skill"),
	CONSTRAINT "skill_ratings_skill" CHECK ("skill_ratings"."skill" in ('tactics', 'strategy', 'calculation', 'attacking'))
);
--> statement-breakpoint
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
ALTER TABLE "exercises" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "habit_days" ADD CONSTRAINT "habit_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminders" ADD CONSTRAINT "habit_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_sources" ADD CONSTRAINT "habit_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_cohort_id_league_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."league_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_results" ADD CONSTRAINT "league_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiers" ADD CONSTRAINT "league_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_assessments" ADD CONSTRAINT "orion_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_history" ADD CONSTRAINT "skill_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_credit_ledger" ADD CONSTRAINT "orion_credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_credit_ledger" ADD CONSTRAINT "orion_credit_ledger_game_id_orion_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."orion_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_game_moves" ADD CONSTRAINT "orion_game_moves_game_id_orion_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."orion_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orion_games" ADD CONSTRAINT "orion_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habits_reminder_idx" ON "habits" USING btree ("reminder_hour") WHERE "habits"."reminder_hour" is not null;--> statement-breakpoint
CREATE INDEX "league_cohorts_open_idx" ON "league_cohorts" USING btree ("week","tier","members");--> statement-breakpoint
CREATE INDEX "league_members_cohort_idx" ON "league_members" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_results_user_idx" ON "league_results" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "league_results_unmailed_idx" ON "league_results" USING btree ("week") WHERE not "league_results"."mailed";--> statement-breakpoint
CREATE INDEX "orion_assessments_user_idx" ON "orion_assessments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orion_assessments_open_key" ON "orion_assessments" USING btree ("user_id") WHERE "orion_assessments"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_evidence_key" ON "skill_evidence" USING btree ("user_id","source_key","skill");--> statement-breakpoint
CREATE INDEX "skill_evidence_user_idx" ON "skill_evidence" USING btree ("user_id","skill");--> statement-breakpoint
CREATE UNIQUE INDEX "orion_credit_ledger_key" ON "orion_credit_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "orion_credit_ledger_user_idx" ON "orion_credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orion_games_user_idx" ON "orion_games" USING btree ("user_id","id");