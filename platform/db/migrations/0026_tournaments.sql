CREATE TABLE "tournament_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"tx_key" text NOT NULL,
	"round_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"quest_level" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"outcome" text NOT NULL,
	"gift_id" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_results_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"frontend_identifier" text NOT NULL,
	"texts" jsonb NOT NULL,
	"currency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"strategy" text NOT NULL,
	"min_bet_cents" bigint DEFAULT 0 NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_confirmation_required" boolean DEFAULT false NOT NULL,
	"money_budget_cents" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quest_size" text,
	"quest_rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournaments_window" CHECK ("tournaments"."end_at" > "tournaments"."start_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_tx_unique" ON "tournament_entries" USING btree ("tournament_id","tx_key");--> statement-breakpoint
CREATE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_round_idx" ON "tournament_entries" USING btree ("tournament_id","round_key");--> statement-breakpoint
CREATE INDEX "tournament_entries_tx_idx" ON "tournament_entries" USING btree ("tx_key");--> statement-breakpoint
CREATE INDEX "tournament_participants_board_idx" ON "tournament_participants" USING btree ("tournament_id","score" DESC NULLS FIRST,"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_player_idx" ON "tournament_participants" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_player_unique" ON "tournament_results" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_frontend_identifier_unique" ON "tournaments" USING btree ("frontend_identifier");--> statement-breakpoint
CREATE INDEX "tournaments_window_idx" ON "tournaments" USING btree ("state","end_at");