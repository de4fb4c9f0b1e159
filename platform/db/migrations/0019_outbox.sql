CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"type" text NOT NULL,
	"player_id" integer,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"position_tx" bigint DEFAULT 0 NOT NULL,
	"position_id" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parked_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parked_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"state" text NOT NULL,
	"attempts" integer NOT NULL,
	"error" text NOT NULL,
	"parked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_requested_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parked_events" ADD CONSTRAINT "parked_events_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_tx_order" ON "domain_events" USING btree ("tx_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parked_events_consumer_event" ON "parked_events" USING btree ("consumer","event_id");--> statement-breakpoint
CREATE INDEX "parked_events_state" ON "parked_events" USING btree ("state");--> statement-breakpoint
-- Wakes the consumers of every instance when events commit (NOTIFY is delivered at commit and
-- folded to one per transaction); polling still covers a missed notification.
CREATE FUNCTION "domain_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "domain_events_notify" AFTER INSERT ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION "domain_events_notify"();
