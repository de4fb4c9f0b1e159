CREATE TABLE "game_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_ref" text NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" integer,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" >= 0 AND "game_rounds"."win" >= 0),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"player_id" integer,
	"game_id" integer NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"play_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" IN ('real', 'demo')),
	CONSTRAINT "game_sessions_real_has_player" CHECK ("game_sessions"."mode" = 'demo' OR "game_sessions"."player_id" IS NOT NULL),
	CONSTRAINT "game_sessions_play_balance" CHECK (("game_sessions"."mode" = 'demo') = ("game_sessions"."play_balance" IS NOT NULL) AND coalesce("game_sessions"."play_balance", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" integer,
	"round_id" integer,
	"round_ref" text,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"target_tx_id" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_amount" CHECK ("provider_transactions"."amount" >= 0),
	CONSTRAINT "provider_transactions_kind" CHECK ("provider_transactions"."kind" IN ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_unique" ON "game_rounds" USING btree ("provider","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_player_recent_idx" ON "game_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash_unique" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_provider_tx_unique" ON "provider_transactions" USING btree ("provider","provider_tx_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("round_id");