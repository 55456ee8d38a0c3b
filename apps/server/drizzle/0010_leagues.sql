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
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_cohort_id_league_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."league_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_results" ADD CONSTRAINT "league_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiers" ADD CONSTRAINT "league_tiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_cohorts_open_idx" ON "league_cohorts" USING btree ("week","tier","members");--> statement-breakpoint
CREATE INDEX "league_members_cohort_idx" ON "league_members" USING btree ("cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_results_user_idx" ON "league_results" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "league_results_unmailed_idx" ON "league_results" USING btree ("week") WHERE not "league_results"."mailed";