CREATE TABLE "leaderboard_scores" (
	"board" text NOT NULL,
	"user_id" integer NOT NULL,
	"xp" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_scores_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_xp_counts" (
	"board" text NOT NULL,
	"xp" integer NOT NULL,
	"learners" integer NOT NULL,
	CONSTRAINT "leaderboard_xp_counts_board_xp_pk" PRIMARY KEY("board","xp")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_order_idx" ON "leaderboard_scores" USING btree ("board","xp" DESC NULLS LAST,"reached_at","user_id");