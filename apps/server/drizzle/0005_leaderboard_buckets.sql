CREATE TABLE "leaderboard_xp_buckets" (
	"board" text NOT NULL,
	"bucket" integer NOT NULL,
	"learners" integer NOT NULL,
	CONSTRAINT "leaderboard_xp_buckets_board_bucket_pk" PRIMARY KEY("board","bucket")
);
