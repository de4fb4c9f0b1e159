CREATE TABLE "comp_point_accounts" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"chargeable" bigint DEFAULT 0 NOT NULL,
	"persistent" bigint DEFAULT 0 NOT NULL,
	"level_awarded" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_point_accounts_chargeable" CHECK ("comp_point_accounts"."chargeable" >= 0),
	CONSTRAINT "comp_point_accounts_persistent" CHECK ("comp_point_accounts"."persistent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comp_point_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"points" bigint NOT NULL,
	"wager" integer DEFAULT 0 NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lottery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" integer,
	"discount_percent" integer,
	"full_price" bigint,
	"sale_end_date" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "comp_point_cards_points" CHECK ("comp_point_cards"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_carry" (
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "comp_point_carry_player_id_currency_pk" PRIMARY KEY("player_id","currency")
);
--> statement-breakpoint
CREATE TABLE "comp_point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comp_point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"chargeable" bigint NOT NULL,
	"persistent" bigint NOT NULL,
	"chargeable_after" bigint NOT NULL,
	"persistent_after" bigint NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_point_entries_after" CHECK ("comp_point_entries"."chargeable_after" >= 0 AND "comp_point_entries"."persistent_after" >= 0),
	CONSTRAINT "comp_point_entries_persistent" CHECK ("comp_point_entries"."persistent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comp_point_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"card_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"reward" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_point_exchanges_quantity" CHECK ("comp_point_exchanges"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "comp_point_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"content" text DEFAULT '' NOT NULL,
	"gift_descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_points" bigint NOT NULL,
	"gift_points" integer DEFAULT 0 NOT NULL,
	"gift_template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "comp_point_levels_id" CHECK ("comp_point_levels"."id" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "comp_point_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comp_point_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"game_category" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "comp_point_rates_positive" CHECK ("comp_point_rates"."amount_cents" > 0 AND "comp_point_rates"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "comp_point_accounts" ADD CONSTRAINT "comp_point_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_carry" ADD CONSTRAINT "comp_point_carry_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_entries" ADD CONSTRAINT "comp_point_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_exchanges" ADD CONSTRAINT "comp_point_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_exchanges" ADD CONSTRAINT "comp_point_exchanges_card_id_comp_point_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."comp_point_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_cards_group_unique" ON "comp_point_cards" USING btree ("group");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_entries_key_unique" ON "comp_point_entries" USING btree ("player_id","key");--> statement-breakpoint
CREATE INDEX "comp_point_entries_player_idx" ON "comp_point_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_exchanges_key_unique" ON "comp_point_exchanges" USING btree ("player_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_rates_unique" ON "comp_point_rates" USING btree ("currency","game_category");--> statement-breakpoint
-- The comp-points ledger is append-only, like the money ledger: a movement is corrected by another
-- entry, never by rewriting one. Rows may only be inserted.
CREATE OR REPLACE FUNCTION comp_point_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'comp_point_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER comp_point_entries_no_update_delete BEFORE UPDATE OR DELETE ON comp_point_entries
  FOR EACH ROW EXECUTE FUNCTION comp_point_entries_refuse_change();

