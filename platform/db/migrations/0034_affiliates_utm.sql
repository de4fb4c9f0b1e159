ALTER TABLE "players" ADD COLUMN "affb_id" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "landed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "telemetry_utm" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "telemetry_utm" ADD COLUMN "set_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_utm_set_once" ON "telemetry_utm" USING btree ("visitor_id","set_key") WHERE "telemetry_utm"."action" = 'set';--> statement-breakpoint
CREATE UNIQUE INDEX "telemetry_utm_send_once" ON "telemetry_utm" USING btree ("player_id") WHERE "telemetry_utm"."action" = 'send';