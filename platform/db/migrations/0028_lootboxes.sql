CREATE TABLE "lootbox_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lootbox_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"group_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"valid_hours" integer NOT NULL,
	"deposit_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lootboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lootboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"group_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"prize_index" integer,
	"outcome" text,
	"gift_id" integer,
	CONSTRAINT "lootboxes_drawn" CHECK (("lootboxes"."stage" = 'activated') = ("lootboxes"."prize_index" IS NOT NULL AND "lootboxes"."activated_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "wheel_segment_sets" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"segments" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"gift_id" integer PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"spun_at" timestamp with time zone,
	"group_id" integer,
	"segments" jsonb,
	"segment_index" integer,
	"outcome" text,
	"prize_gift_id" integer
);
--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_set_id_lootbox_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."lootbox_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_gift_id_gifts_id_fk" FOREIGN KEY ("prize_gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lootboxes_key_unique" ON "lootboxes" USING btree ("key");--> statement-breakpoint
CREATE INDEX "lootboxes_player_idx" ON "lootboxes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "wheel_spins_player_idx" ON "wheel_spins" USING btree ("player_id");--> statement-breakpoint
-- A box moves issued -> activated or issued -> expired, once; an opened box's draw never changes.
CREATE FUNCTION lootboxes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.stage <> 'issued' AND (NEW.stage <> OLD.stage OR NEW.prize_index IS DISTINCT FROM OLD.prize_index OR NEW.gift_id IS DISTINCT FROM OLD.gift_id) THEN
    RAISE EXCEPTION 'loot box % is % and cannot change', OLD.id, OLD.stage USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.seed <> OLD.seed OR NEW.seed_hash <> OLD.seed_hash OR NEW.items <> OLD.items OR NEW.player_id <> OLD.player_id THEN
    RAISE EXCEPTION 'loot box % keeps its seed, items and owner', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lootboxes_guard BEFORE UPDATE ON lootboxes FOR EACH ROW EXECUTE FUNCTION lootboxes_guard();
--> statement-breakpoint
ALTER TABLE lootboxes ADD CONSTRAINT lootboxes_stage CHECK (stage IN ('issued', 'activated', 'expired'));
