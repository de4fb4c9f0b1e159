CREATE TABLE "favorite_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorite_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"game_currency_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_section" CHECK ("game_categories"."section" IN ('pokies', 'live'))
);
--> statement-breakpoint
CREATE TABLE "game_category_games" (
	"category_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_games_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_jackpot_games" (
	"jackpot_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "game_jackpot_games_jackpot_id_game_id_pk" PRIMARY KEY("jackpot_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_jackpot_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_jackpot_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_jackpot_levels_amount" CHECK ("game_jackpot_levels"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_jackpots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_jackpots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_previews" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"required_profile_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_lower" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text NOT NULL,
	"provider_id" integer NOT NULL,
	"has_demo_mode" boolean DEFAULT false NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text NOT NULL,
	"desktop" boolean DEFAULT true NOT NULL,
	"mobile" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "played_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "played_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_currency_id_game_currencies_id_fk" FOREIGN KEY ("game_currency_id") REFERENCES "public"."game_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_currencies" ADD CONSTRAINT "game_currencies_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_jackpot_games" ADD CONSTRAINT "game_jackpot_games_jackpot_id_game_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."game_jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_jackpot_games" ADD CONSTRAINT "game_jackpot_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_jackpot_levels" ADD CONSTRAINT "game_jackpot_levels_jackpot_id_game_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."game_jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_previews" ADD CONSTRAINT "game_previews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_games_player_entry_unique" ON "favorite_games" USING btree ("player_id","game_currency_id");--> statement-breakpoint
CREATE INDEX "favorite_games_player_created_idx" ON "favorite_games" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_identifier_unique" ON "game_categories" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "game_category_games_order_idx" ON "game_category_games" USING btree ("category_id","position","game_id");--> statement-breakpoint
CREATE INDEX "game_category_games_game_idx" ON "game_category_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_collection_games_order_idx" ON "game_collection_games" USING btree ("collection_id","position","game_id");--> statement-breakpoint
CREATE INDEX "game_collection_games_game_idx" ON "game_collection_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_identifier_unique" ON "game_collections" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "game_currencies_game_currency_unique" ON "game_currencies" USING btree ("game_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "game_jackpot_levels_unique" ON "game_jackpot_levels" USING btree ("jackpot_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "game_jackpots_identifier_unique" ON "game_jackpots" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_slug_unique" ON "game_providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_name_unique" ON "game_providers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "games_identifier_unique" ON "games" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_unique" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_seo_title_unique" ON "games" USING btree ("provider_id","seo_title");--> statement-breakpoint
CREATE INDEX "games_position_idx" ON "games" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "games_provider_position_idx" ON "games" USING btree ("provider_id","position","id");--> statement-breakpoint
CREATE INDEX "played_games_player_recent_idx" ON "played_games" USING btree ("player_id","last_played_at");