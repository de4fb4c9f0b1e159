CREATE TABLE "header_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "header_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message" jsonb NOT NULL,
	"icon" text NOT NULL,
	"link" jsonb,
	"audience" text DEFAULT 'all' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "header_notices_audience" CHECK ("header_notices"."audience" IN ('all', 'guests', 'players'))
);
--> statement-breakpoint
CREATE TABLE "player_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"source_event_id" bigint,
	"event_kind" text,
	"event_values" jsonb,
	"title" text,
	"body" text,
	"icon" text NOT NULL,
	"button_title" text,
	"button_path" text,
	"identifier" text,
	"sent_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "player_notifications_type" CHECK ("player_notifications"."type" IN ('personal', 'tournament', 'payments_changes', 'bonuses_changes', 'freespins_changes')),
	CONSTRAINT "player_notifications_shape" CHECK (("player_notifications"."event_kind" IS NOT NULL) OR ("player_notifications"."body" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "player_notifications" ADD CONSTRAINT "player_notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notifications" ADD CONSTRAINT "player_notifications_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "header_notices_active_idx" ON "header_notices" USING btree ("active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "player_notifications_source_event" ON "player_notifications" USING btree ("source_event_id","player_id");--> statement-breakpoint
CREATE INDEX "player_notifications_player_idx" ON "player_notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_notifications_new_idx" ON "player_notifications" USING btree ("player_id") WHERE "player_notifications"."read_at" IS NULL;