CREATE TABLE "vip_counted_events" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_statuses" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"quarter" text NOT NULL,
	"currency" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_thresholds" (
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"bet_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_thresholds_currency_status_pk" PRIMARY KEY("currency","status")
);
--> statement-breakpoint
CREATE TABLE "vip_totals" (
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"quarter" text NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_totals_player_id_currency_quarter_pk" PRIMARY KEY("player_id","currency","quarter")
);
--> statement-breakpoint
ALTER TABLE "vip_statuses" ADD CONSTRAINT "vip_statuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_totals" ADD CONSTRAINT "vip_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;