CREATE TABLE "player_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"wager_target" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"finish_reason" text,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_state" CHECK ("player_bonuses"."state" IN ('active', 'wagered', 'lost', 'forfeited', 'expired', 'canceled')),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."amount" > 0 AND "player_bonuses"."wager_multiplier" >= 1 AND "player_bonuses"."wager_target" > 0 AND "player_bonuses"."wagered" >= 0 AND "player_bonuses"."converted_amount" >= 0 AND "player_bonuses"."forfeited_amount" >= 0),
	CONSTRAINT "player_bonuses_finished" CHECK (("player_bonuses"."state" = 'active') = ("player_bonuses"."finished_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_amounts";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_amount";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bet_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_id" integer;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_id" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_idempotency_key_unique" ON "player_bonuses" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."state" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_active_expiry_idx" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."state" = 'active';--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet" >= 0 AND "game_rounds"."win" >= 0 AND "game_rounds"."bet_bonus" >= 0 AND "game_rounds"."bet_bonus" <= "game_rounds"."bet");--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_amount" CHECK ("provider_transactions"."amount" >= 0 AND "provider_transactions"."bonus_amount" >= 0 AND "provider_transactions"."bonus_amount" <= "provider_transactions"."amount");