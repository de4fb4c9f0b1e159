-- House accounts no longer keep a cached balance: every bet and win of a currency touches the same
-- house account, and updating its row made every posting of that currency wait for the previous
-- one to commit. Their balance is now the sum of their entries, read when asked; only player
-- accounts (the ones guarded against going negative) keep a cached, row-locked balance.

-- Existing house balances go back to zero (the entries keep the history); the guard trigger is
-- off for this one statement because the balance may otherwise only move through entries.
ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_guard;
--> statement-breakpoint
UPDATE ledger_accounts SET balance = 0 WHERE owner = 'house' AND balance <> 0;
--> statement-breakpoint
ALTER TABLE ledger_accounts ENABLE TRIGGER ledger_accounts_guard;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acct_owner text;
  acct_currency text;
  new_balance bigint;
BEGIN
  SELECT owner, currency INTO acct_owner, acct_currency FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF acct_currency <> NEW.currency THEN
    RAISE EXCEPTION 'ledger entry in % on an account in %', NEW.currency, acct_currency USING ERRCODE = 'check_violation';
  END IF;
  IF acct_owner = 'player' THEN
    -- The row lock serialises entries on one player account; the CHECK refuses an overdraft.
    UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id RETURNING balance INTO new_balance;
    NEW.balance_after := new_balance;
  ELSE
    NEW.balance_after := NULL;
  END IF;
  RETURN NEW;
END;
$$;
