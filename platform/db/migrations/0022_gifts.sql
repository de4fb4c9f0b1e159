CREATE TABLE "bonus_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"type" text NOT NULL,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"percent" integer,
	"max_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_deposit" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"contributions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_win" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"activatable_hours" integer NOT NULL,
	"lifetime_hours" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"group_key" text,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_stags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freespins_count" integer,
	"bet_level" integer,
	"bonus_code" text,
	"issue_on" text DEFAULT 'confirmation' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_templates_wager" CHECK ("bonus_templates"."wager_multiplier" BETWEEN 1 AND 1000 AND "bonus_templates"."activatable_hours" >= 1 AND "bonus_templates"."lifetime_hours" >= 1),
	CONSTRAINT "bonus_templates_percent" CHECK ("bonus_templates"."percent" IS NULL OR ("bonus_templates"."percent" BETWEEN 1 AND 1000 AND "bonus_templates"."type" = 'deposit')),
	CONSTRAINT "bonus_templates_freespins" CHECK ("bonus_templates"."type" <> 'freespins' OR ("bonus_templates"."freespins_count" >= 1 AND "bonus_templates"."bet_level" >= 1))
);
--> statement-breakpoint
CREATE TABLE "gift_code_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_code_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shared" boolean NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"per_player" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_code_batches_uses" CHECK ("gift_code_batches"."uses" >= 0 AND ("gift_code_batches"."max_uses" IS NULL OR "gift_code_batches"."uses" <= "gift_code_batches"."max_uses") AND "gift_code_batches"."per_player" >= 1)
);
--> statement-breakpoint
CREATE TABLE "gift_code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_codes_uses" CHECK ("gift_codes"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_deposit_claims" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"gift_id" integer,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"max_bet" bigint,
	"max_win" bigint,
	"freespins_total" integer,
	"freespins_performed" integer DEFAULT 0 NOT NULL,
	"activatable_until" timestamp with time zone NOT NULL,
	"lifetime_hours" integer NOT NULL,
	"bonus_id" integer,
	"forfeit_amount" bigint DEFAULT 0 NOT NULL,
	"finish_reason" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "gifts_amounts" CHECK ("gifts"."amount" >= 0 AND "gifts"."wager_multiplier" >= 1 AND "gifts"."forfeit_amount" >= 0 AND "gifts"."freespins_performed" >= 0),
	CONSTRAINT "gifts_kind" CHECK (("gifts"."kind" = 'bonus' AND "gifts"."amount" > 0) OR ("gifts"."kind" = 'freespins' AND "gifts"."freespins_total" >= 1)),
	CONSTRAINT "gifts_finished" CHECK (("gifts"."stage" IN ('finished', 'canceled', 'expired', 'lost')) = ("gifts"."finished_at" IS NOT NULL)),
	CONSTRAINT "gifts_bonus_when_activated" CHECK ("gifts"."kind" <> 'bonus' OR "gifts"."stage" IN ('issued', 'wait') OR "gifts"."bonus_id" IS NOT NULL OR "gifts"."activated_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bonus_choice" integer;--> statement-breakpoint
ALTER TABLE "gift_code_batches" ADD CONSTRAINT "gift_code_batches_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_code_id_gift_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."gift_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_batch_id_gift_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_code_redemptions" ADD CONSTRAINT "gift_code_redemptions_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_batch_id_gift_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deposit_claims" ADD CONSTRAINT "gift_deposit_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deposit_claims" ADD CONSTRAINT "gift_deposit_claims_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_bonus_code_unique" ON "bonus_templates" USING btree ("bonus_code");--> statement-breakpoint
CREATE INDEX "bonus_templates_type_idx" ON "bonus_templates" USING btree ("type","enabled");--> statement-breakpoint
CREATE INDEX "gift_code_redemptions_player_batch_idx" ON "gift_code_redemptions" USING btree ("player_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_unique" ON "gift_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_codes_batch_idx" ON "gift_codes" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_idempotency_key_unique" ON "gifts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_bonus_unique" ON "gifts" USING btree ("bonus_id");--> statement-breakpoint
CREATE INDEX "gifts_player_idx" ON "gifts" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "gifts_issued_due_idx" ON "gifts" USING btree ("activatable_until") WHERE "gifts"."stage" = 'issued';--> statement-breakpoint
-- hand-written: the gift stage table (platform/gifts/README.md) enforced by the database, as the
-- payment states are: no code path can move a gift backwards, out of a final stage, or change
-- whose gift it is and what it pays once issued; gifts are never deleted.
CREATE OR REPLACE FUNCTION gifts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'gifts are never deleted (%)', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.player_id <> OLD.player_id OR NEW.template_id <> OLD.template_id OR NEW.kind <> OLD.kind OR NEW.currency <> OLD.currency
     OR NEW.amount <> OLD.amount OR NEW.wager_multiplier <> OLD.wager_multiplier OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.source <> OLD.source THEN
    RAISE EXCEPTION 'gift % cannot change what it is about', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.bonus_id IS NOT NULL AND NEW.bonus_id IS DISTINCT FROM OLD.bonus_id THEN
    RAISE EXCEPTION 'gift % keeps the bonus it granted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.stage <> OLD.stage AND NOT (
       (OLD.stage = 'issued' AND NEW.stage IN ('wait', 'activated', 'canceled', 'expired'))
    OR (OLD.stage = 'wait' AND NEW.stage IN ('issued', 'activated', 'canceled', 'expired'))
    OR (OLD.stage = 'activated' AND NEW.stage IN ('handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost'))
    OR (OLD.stage = 'handle_bets' AND NEW.stage IN ('wager_done', 'finished', 'canceled', 'expired', 'lost'))
    OR (OLD.stage = 'wager_done' AND NEW.stage = 'finished')
  ) THEN
    RAISE EXCEPTION 'gift % cannot go from % to %', OLD.id, OLD.stage, NEW.stage USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gifts_guard BEFORE UPDATE OR DELETE ON gifts
  FOR EACH ROW EXECUTE FUNCTION gifts_guard();
--> statement-breakpoint
CREATE TRIGGER gifts_no_truncate BEFORE TRUNCATE ON gifts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A new gift starts issued (or waiting for its deposit); it gets further only through the moves above.
ALTER TABLE gifts ADD CONSTRAINT gifts_stage CHECK (stage IN ('issued', 'wait', 'activated', 'handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost'));
