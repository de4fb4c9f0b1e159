CREATE TABLE "jackpot_contributions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"level_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"bet_currency" text NOT NULL,
	"bet_share_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_games" (
	"jackpot_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "jackpot_games_jackpot_id_game_id_pk" PRIMARY KEY("jackpot_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seed_cents" bigint NOT NULL,
	"contribution_ppm" integer NOT NULL,
	"drop_rule" text NOT NULL,
	"must_drop_by_cents" bigint,
	"drop_probability_ppb" bigint,
	"next" jsonb,
	"cycle" integer DEFAULT 0 NOT NULL,
	"drop_point_cents" bigint,
	"pool_cents" bigint DEFAULT 0 NOT NULL,
	"seeded_cents" bigint DEFAULT 0 NOT NULL,
	"contributed_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"returned_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "jackpot_levels_share" CHECK ("jackpot_levels"."contribution_ppm" > 0 AND "jackpot_levels"."contribution_ppm" <= 1000000),
	CONSTRAINT "jackpot_levels_money" CHECK ("jackpot_levels"."pool_cents" + "jackpot_levels"."paid_cents" + "jackpot_levels"."returned_cents" = "jackpot_levels"."seeded_cents" + "jackpot_levels"."contributed_cents")
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"player_id" integer NOT NULL,
	"level_name" text NOT NULL,
	"pool_cents" bigint NOT NULL,
	"jackpot_currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_contributions_once" ON "jackpot_contributions" USING btree ("level_id","bet_transaction_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_bet" ON "jackpot_contributions" USING btree ("bet_transaction_id");--> statement-breakpoint
CREATE INDEX "jackpot_games_game" ON "jackpot_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_identifier" ON "jackpot_levels" USING btree ("jackpot_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_one_per_drop" ON "jackpot_wins" USING btree ("level_id","cycle");--> statement-breakpoint
CREATE INDEX "jackpot_wins_at" ON "jackpot_wins" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_identifier_unique" ON "jackpots" USING btree ("identifier");