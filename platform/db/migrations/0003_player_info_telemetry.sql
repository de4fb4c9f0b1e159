CREATE TABLE "telemetry_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"code" text,
	"message" text NOT NULL,
	"url" text,
	"context" jsonb,
	"player_id" integer,
	"user_agent" text,
	"logged_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_network" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_network_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rtt" integer,
	"downlink" real,
	"effective_type" text,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_performance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_performance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page" text,
	"timings" jsonb NOT NULL,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_utm" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_utm_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"sub_id" text,
	"player_id" integer,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_validation_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_validation_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"side" text NOT NULL,
	"component" text NOT NULL,
	"errors" jsonb NOT NULL,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_exchange_rates" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"fee" numeric(10, 6) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_exchange_rates_from_currency_to_currency_pk" PRIMARY KEY("from_currency","to_currency")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "receive_promos_via_phone_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "agreed_to_partner_promotions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "telemetry_logs_created_at_idx" ON "telemetry_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_network_created_at_idx" ON "telemetry_network" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_performance_created_at_idx" ON "telemetry_performance" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_utm_created_at_idx" ON "telemetry_utm" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "telemetry_validation_errors_created_at_idx" ON "telemetry_validation_errors" USING btree ("created_at");