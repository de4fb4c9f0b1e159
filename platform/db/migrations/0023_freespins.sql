ALTER TABLE "gifts" DROP CONSTRAINT "gifts_amounts";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "freespins_gift_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "freespins_gift_id" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "contributions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "max_win" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "lost_below" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "lost_below" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "freespins_win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_amounts" CHECK ("gifts"."amount" >= 0 AND "gifts"."wager_multiplier" >= 1 AND "gifts"."forfeit_amount" >= 0 AND "gifts"."freespins_performed" >= 0 AND "gifts"."freespins_win" >= 0 AND "gifts"."freespins_performed" <= coalesce("gifts"."freespins_total", 0));--> statement-breakpoint
-- hand-written: the gift guard of 0022 also keeps free spins counting up: a spin played (and what it
-- won) is never taken back, so a replayed or raced spin cannot give a spin back.
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
  IF NEW.freespins_performed < OLD.freespins_performed OR NEW.freespins_win < OLD.freespins_win THEN
    RAISE EXCEPTION 'gift % cannot give spins or winnings back', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.freespins_performed <> OLD.freespins_performed AND OLD.stage NOT IN ('activated', 'handle_bets') THEN
    RAISE EXCEPTION 'gift % plays no spins in stage %', OLD.id, OLD.stage USING ERRCODE = 'check_violation';
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
