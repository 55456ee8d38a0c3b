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
ALTER TABLE "exercises" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orion_assessments" ADD CONSTRAINT "orion_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_history" ADD CONSTRAINT "skill_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orion_assessments_user_idx" ON "orion_assessments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orion_assessments_open_key" ON "orion_assessments" USING btree ("user_id") WHERE "orion_assessments"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_evidence_key" ON "skill_evidence" USING btree ("user_id","source_key","skill");--> statement-breakpoint
CREATE INDEX "skill_evidence_user_idx" ON "skill_evidence" USING btree ("user_id","skill");