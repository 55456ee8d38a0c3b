ALTER TABLE "orion_games" ADD COLUMN "opening_eco" text;--> statement-breakpoint
ALTER TABLE "orion_games" ADD COLUMN "opening_name" text;