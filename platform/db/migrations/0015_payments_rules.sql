-- The payment state table (platform/payments/README.md) enforced by the database too, as the ledger
-- rules are: no code path (a bug, a hand-written query) can move a payment backwards, out of a final
-- state, or change what it is about once created; payments are never deleted.
CREATE OR REPLACE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payments are never deleted (%)', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.player_id <> OLD.player_id OR NEW.action <> OLD.action OR NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency
     OR NEW.method_id <> OLD.method_id OR NEW.provider <> OLD.provider OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.request_hash <> OLD.request_hash THEN
    RAISE EXCEPTION 'payment % cannot change what it is about', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.state <> OLD.state AND NOT (
       (OLD.action = 'deposit' AND OLD.state = 'pending' AND NEW.state IN ('succeeded', 'declined', 'canceled'))
    OR (OLD.action = 'cashout' AND OLD.state = 'reserved' AND NEW.state IN ('processing', 'recalled', 'rejected'))
    OR (OLD.action = 'cashout' AND OLD.state = 'processing' AND NEW.state IN ('succeeded', 'declined'))
  ) THEN
    RAISE EXCEPTION 'payment % cannot go from % to %', OLD.id, OLD.state, NEW.state USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_guard BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_guard();
--> statement-breakpoint
CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
