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
ALTER TABLE "habit_days" ADD CONSTRAINT "habit_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminders" ADD CONSTRAINT "habit_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_sources" ADD CONSTRAINT "habit_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
