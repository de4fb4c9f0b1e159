-- One posting of platform/wallet/ledger.ts (postTransaction) in one statement, so a transfer is
-- one round trip instead of five (BEGIN, transaction row, FOR UPDATE, entries, COMMIT): with Node
-- and PostgreSQL sharing two cores, the round trips and the query building cost more than the
-- SQL itself (tests/bench/README.md, "Ledger ratio"). The rules of 0005..0007 stay where they
-- are: the entry trigger moves player balances, the CHECK refuses an overdraft, the deferred
-- triggers check the balance at commit.
--
-- The caller (postTransaction) has validated and hashed the request and passes the legs as
-- account keys and amounts. The answer is rows of (status, ...):
--   'posted'       one row per entry written (account id and key, currency, amount, balance after);
--   'replay'       the key is taken: the stored transaction's entries, hash, meta and time
--                  (the caller compares the hash: same request = replay, else 409);
--   'missing'      one row: some account is not opened yet (the caller opens it and calls again);
--   'insufficient' one row: the first player account, in id order, that would go below zero,
--                  with how much is missing.
-- Every refusal writes nothing and raises nothing, so inside a caller's transaction it stays
-- usable without a savepoint, and outside one the autocommit has nothing to roll back.
--
-- Locks: first the idempotency key (a transaction-scoped advisory lock on its hash, so two
-- calls with one key run one after the other), then only player rows, always in id order (all of
-- a posting's player rows FOR UPDATE when one of them is debited; otherwise through the entry
-- trigger, which meets them in the same order because entries are inserted players first, by
-- id). The key must come first, as the old statements' transaction row did: a credit-only call
-- writes its key before the trigger locks its player, and a debit with the same key that locked
-- that player before waiting on the key's index entry would close a cycle. The advisory lock
-- takes the key's place without writing it, so a refusal still writes nothing.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_kind text, p_hash text, p_meta jsonb, p_at timestamptz, p_accounts text[], p_amounts bigint[])
RETURNS TABLE (status text, transaction_id bigint, request_hash text, meta jsonb, created_ms double precision,
               account_id bigint, account_key text, currency text, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_ids bigint[];
  v_keys text[];
  v_currencies text[];
  v_amounts bigint[];
  v_players int;
  v_debit boolean;
  v_tx bigint;
  v_row record;
  v_short_key text;
  v_short_currency text;
  v_short_missing bigint;
BEGIN
  -- The accounts in insert order: players by id, then the house by id.
  SELECT array_agg(a.id ORDER BY a.owner <> 'player', a.id), array_agg(a.key ORDER BY a.owner <> 'player', a.id),
         array_agg(a.currency ORDER BY a.owner <> 'player', a.id), array_agg(l.amount ORDER BY a.owner <> 'player', a.id),
         count(*) FILTER (WHERE a.owner = 'player'), coalesce(bool_or(a.owner = 'player' AND l.amount < 0), false)
    INTO v_ids, v_keys, v_currencies, v_amounts, v_players, v_debit
    FROM unnest(p_accounts, p_amounts) AS l(key, amount) JOIN ledger_accounts a ON a.key = l.key;
  IF coalesce(cardinality(v_ids), 0) <> cardinality(p_accounts) THEN
    RETURN QUERY SELECT 'missing'::text, NULL::bigint, NULL::text, NULL::jsonb, NULL::float8, NULL::bigint, NULL::text, NULL::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  -- 0x4c454447 ("LEDG") names the ledger's advisory locks; two keys sharing a hash only wait on each other.
  PERFORM pg_advisory_xact_lock(1279607879, hashtext(p_key));

  IF v_debit THEN
    -- Every player row of the posting, locked in id order (the lock sits above the sort); the
    -- loop reads them all, so all are locked before anything is written.
    FOR v_row IN
      SELECT a.key, a.currency, a.balance + l.amount AS after
        FROM ledger_accounts a JOIN unnest(v_ids[1:v_players], v_amounts[1:v_players]) AS l(id, amount) ON l.id = a.id
       ORDER BY a.id FOR UPDATE OF a
    LOOP
      IF v_row.after < 0 AND v_short_key IS NULL THEN
        v_short_key := v_row.key;
        v_short_currency := v_row.currency;
        v_short_missing := -v_row.after;
      END IF;
    END LOOP;
    -- A repeat of a posting that already went through answers as a repeat, not as a refusal.
    IF v_short_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = p_key) THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::text, NULL::jsonb, NULL::float8, NULL::bigint, v_short_key, v_short_currency, v_short_missing, NULL::bigint;
      RETURN;
    END IF;
  END IF;

  IF v_short_key IS NULL THEN
    INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, meta, created_at)
      VALUES (p_key, p_kind, p_hash, p_meta, p_at)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id INTO v_tx;
  END IF;
  IF v_tx IS NULL THEN
    -- Taken: by an earlier call, or by a concurrent one that committed while we waited on the key.
    RETURN QUERY SELECT 'replay'::text, t.id, t.request_hash, t.meta, floor(extract(epoch FROM t.created_at) * 1000)::float8,
                        e.account_id, a.key, e.currency, e.amount, e.balance_after
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;

  RETURN QUERY WITH written AS (
    INSERT INTO ledger_entries AS e (transaction_id, account_id, currency, amount)
      SELECT v_tx, l.id, l.currency, l.amount FROM unnest(v_ids, v_currencies, v_amounts) WITH ORDINALITY AS l(id, currency, amount, n) ORDER BY l.n
      RETURNING e.account_id, e.currency, e.amount, e.balance_after)
    SELECT 'posted'::text, v_tx, NULL::text, NULL::jsonb, NULL::float8, w.account_id, k.key, w.currency, w.amount, w.balance_after
      FROM written w JOIN unnest(v_ids, v_keys) AS k(id, key) ON k.id = w.account_id;
END;
$$;
