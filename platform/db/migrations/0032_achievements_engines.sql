CREATE TABLE "achievement_counted_facts" (
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "achievement_counted_facts_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
ALTER TABLE "achievement_stats" ADD COLUMN "tournament_prizes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_stats" ADD COLUMN "tournament_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_stats" ADD COLUMN "quest_levels" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_counted_facts" ADD CONSTRAINT "achievement_counted_facts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;