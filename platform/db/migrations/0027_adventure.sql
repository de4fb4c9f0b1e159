CREATE TABLE "adventure_progress" (
	"player_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"day" integer NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"wager_cents" bigint DEFAULT 0 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"gift_id" integer,
	"gift_activatable_until" timestamp with time zone,
	"prize_refused" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_progress_player_id_cycle_day_pk" PRIMARY KEY("player_id","cycle","day")
);
--> statement-breakpoint
-- The adventure days' groups (4000 + day, spec C4 "completed: the player holds a group named after the day"), as seedGroups writes them: a database migrated but not seeded has them too.
INSERT INTO "groups" ("id", "name", "kind", "writable") SELECT 4000 + d, 'Adventure day ' || d, 'system', false FROM generate_series(1, 31) AS d ON CONFLICT ("id") DO NOTHING;
