CREATE TABLE "player_limit_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limit_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"limit_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"limit_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"new_amount" bigint,
	"new_minutes" integer,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"applies_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "player_limit_changes_kind" CHECK ("player_limit_changes"."kind" IN ('change', 'remove')),
	CONSTRAINT "player_limit_changes_applies" CHECK (("player_limit_changes"."confirmed_at" IS NULL) = ("player_limit_changes"."applies_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"currency" text,
	"amount" bigint,
	"minutes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "player_limits_type" CHECK ("player_limits"."type" IN ('loss', 'wager', 'deposit', 'coolingoff', 'selfexclusion', 'session')),
	CONSTRAINT "player_limits_period" CHECK ("player_limits"."period" IS NULL OR "player_limits"."period" IN ('day', '3_days', 'week', 'month', '3_months', '6_months', '9_months', '12_months', 'forever')),
	CONSTRAINT "player_limits_shape" CHECK (CASE WHEN "player_limits"."type" IN ('loss', 'wager', 'deposit') THEN "player_limits"."period" IS NOT NULL AND "player_limits"."currency" IS NOT NULL AND "player_limits"."amount" > 0 AND "player_limits"."minutes" IS NULL
          WHEN "player_limits"."type" = 'session' THEN "player_limits"."period" IS NULL AND "player_limits"."currency" IS NULL AND "player_limits"."amount" IS NULL AND "player_limits"."minutes" > 0
          ELSE "player_limits"."period" IS NOT NULL AND "player_limits"."currency" IS NULL AND "player_limits"."amount" IS NULL AND "player_limits"."minutes" IS NULL END)
);
--> statement-breakpoint
ALTER TABLE "player_limit_audit" ADD CONSTRAINT "player_limit_audit_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_audit" ADD CONSTRAINT "player_limit_audit_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_audit_player_idx" ON "player_limit_audit" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limit_changes_token_unique" ON "player_limit_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limit_changes_open_unique" ON "player_limit_changes" USING btree ("limit_id") WHERE "player_limit_changes"."applied_at" IS NULL AND "player_limit_changes"."canceled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "player_limit_changes_due_idx" ON "player_limit_changes" USING btree ("player_id","applies_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_live_unique" ON "player_limits" USING btree ("player_id","type",coalesce("period", ''),coalesce("currency", '')) WHERE "player_limits"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "player_limits_player_idx" ON "player_limits" USING btree ("player_id","type");--> statement-breakpoint
-- The limits audit log is append-only, like the ledger: a regulator reads it as the history of
-- every limit change, so no code path may rewrite or delete it.
CREATE OR REPLACE FUNCTION player_limit_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player_limit_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER player_limit_audit_no_update_delete BEFORE UPDATE OR DELETE ON player_limit_audit
  FOR EACH ROW EXECUTE FUNCTION player_limit_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER player_limit_audit_no_truncate BEFORE TRUNCATE ON player_limit_audit
  FOR EACH STATEMENT EXECUTE FUNCTION player_limit_audit_refuse_change();
