CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotteries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"frontend_identifier" text NOT NULL,
	"texts" jsonb NOT NULL,
	"currency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"deposit_scale_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotteries_times" CHECK ("lotteries"."end_at" > "lotteries"."start_at" AND "lotteries"."draw_at" >= "lotteries"."end_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_grants" (
	"lottery_id" integer NOT NULL,
	"key" text NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"first_number" integer NOT NULL,
	"count" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_ticket_grants_lottery_id_key_pk" PRIMARY KEY("lottery_id","key"),
	CONSTRAINT "lottery_ticket_grants_count" CHECK ("lottery_ticket_grants"."count" >= 1 AND "lottery_ticket_grants"."first_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"lottery_id" integer NOT NULL,
	"place" integer NOT NULL,
	"ticket" integer NOT NULL,
	"player_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"gift_id" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_winners_lottery_id_place_pk" PRIMARY KEY("lottery_id","place")
);
--> statement-breakpoint
CREATE TABLE "achievement_stats" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"last_round_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"texts" jsonb NOT NULL,
	"rule_type" text NOT NULL,
	"threshold" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_achievements" (
	"achievement_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_achievements_achievement_id_player_id_pk" PRIMARY KEY("achievement_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "lottery_ticket_grants" ADD CONSTRAINT "lottery_ticket_grants_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_grants" ADD CONSTRAINT "lottery_ticket_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_stats" ADD CONSTRAINT "achievement_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_achievements" ADD CONSTRAINT "player_achievements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotteries_frontend_identifier_unique" ON "lotteries" USING btree ("frontend_identifier");--> statement-breakpoint
CREATE INDEX "lotteries_due_idx" ON "lotteries" USING btree ("state","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_ticket_grants_first_unique" ON "lottery_ticket_grants" USING btree ("lottery_id","first_number");--> statement-breakpoint
CREATE INDEX "lottery_ticket_grants_player_idx" ON "lottery_ticket_grants" USING btree ("player_id","lottery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_ticket_unique" ON "lottery_winners" USING btree ("lottery_id","ticket");--> statement-breakpoint
CREATE INDEX "lottery_winners_player_idx" ON "lottery_winners" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_slug_unique" ON "achievements" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "player_achievements_player_idx" ON "player_achievements" USING btree ("player_id");