CREATE TABLE "fraud_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_system" text NOT NULL,
	"payload" jsonb NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"custom_player_status" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer,
	"payload" jsonb NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"expiry" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_state_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_state_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method_id" text NOT NULL,
	"brand" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"next_action" jsonb,
	"decline_reason" text,
	"reject_reason" text,
	"destination" text,
	"payout_target" text,
	"saved_profile_id" integer,
	"return_url" text,
	"crypto_address" text,
	"crypto_network" text,
	"expires_at" timestamp with time zone,
	"fraud_check_id" integer,
	"reviewed_by_staff_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_action" CHECK ("payments"."action" IN ('deposit', 'cashout')),
	CONSTRAINT "payments_state" CHECK ("payments"."state" IN ('pending', 'processing', 'reserved', 'succeeded', 'canceled', 'declined', 'rejected', 'recalled')),
	CONSTRAINT "payments_state_of_action" CHECK (("payments"."action" = 'deposit' AND "payments"."state" IN ('pending', 'succeeded', 'canceled', 'declined')) OR ("payments"."action" = 'cashout' AND "payments"."state" IN ('reserved', 'processing', 'succeeded', 'declined', 'rejected', 'recalled'))),
	CONSTRAINT "payments_finished_when_final" CHECK (("payments"."state" IN ('succeeded', 'canceled', 'declined', 'rejected', 'recalled')) = ("payments"."finished_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ref" text NOT NULL,
	"merchant_payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"page_token_hash" text,
	"return_url" text,
	"brand" text,
	"card_token" text,
	"card_title" text,
	"card_expiry" text,
	"address" text,
	"network" text,
	"confirm_at" timestamp with time zone,
	"callback_delivered" boolean DEFAULT false NOT NULL,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_state_history" ADD CONSTRAINT "payment_state_history_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_checks_player_created_idx" ON "fraud_checks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_provider_event_unique" ON "payment_callbacks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_player_token_unique" ON "payment_profiles" USING btree ("player_id","provider","token");--> statement-breakpoint
CREATE INDEX "payment_state_history_payment_idx" ON "payment_state_history" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_player_idempotency_unique" ON "payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_player_created_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_fingerprint_unique" ON "sandbox_cards" USING btree ("fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_operations_ref_unique" ON "sandbox_operations" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_operations_merchant_unique" ON "sandbox_operations" USING btree ("merchant_payment_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_operations_page_token_unique" ON "sandbox_operations" USING btree ("page_token_hash");--> statement-breakpoint
CREATE INDEX "sandbox_operations_due_idx" ON "sandbox_operations" USING btree ("callback_delivered","status");--> statement-breakpoint
-- The state history is append-only, like the ledger (the function comes from 0005_ledger_rules).
CREATE TRIGGER payment_state_history_no_update_delete BEFORE UPDATE OR DELETE ON payment_state_history
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER payment_state_history_no_truncate BEFORE TRUNCATE ON payment_state_history
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
