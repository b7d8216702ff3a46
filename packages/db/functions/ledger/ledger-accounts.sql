-- The ledger's accounts (decision 5), made in one place: each account's code is built by one of the
-- functions below (TypeScript builds the same codes in packages/core/src/ledger/accounts.ts, held to
-- these by packages/core/test/ledger.test.ts), and what an account is (its kind, its member, whether
-- it may go below zero) is read from its code by `ledger_account_attributes`, never passed by callers.
-- Accounts of the world outside (company bank accounts, gateways, payouts, expenses, game providers)
-- may go below zero and keep their balance in 16 balance slots (decision 8); a member's accounts and
-- the suspense account may not, and keep one guarded balance. The code builders are inlined where
-- they are called (immutable, one expression; `::text` keeps bigint || text immutable), costing nothing.

CREATE OR REPLACE FUNCTION ledger_member_wallet(p_member_id bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'member:' || p_member_id::text || ':wallet' $$;

CREATE OR REPLACE FUNCTION ledger_game_provider(p_provider text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'game-provider:' || p_provider $$;

CREATE OR REPLACE FUNCTION ledger_company_bank(p_account_number text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'company-bank:' || p_account_number $$;

CREATE OR REPLACE FUNCTION ledger_unmatched_deposits() RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'suspense:unmatched-deposits'::text $$;

CREATE OR REPLACE FUNCTION ledger_promotion_expense() RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT 'expense:promotion'::text $$;

-- The expense account a bonus of this source (decision 58) is paid from; an unknown source raises.
CREATE OR REPLACE FUNCTION ledger_bonus_expense(p_source text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_source IN ('promotion', 'staff_bonus', 'coupon', 'cashback', 'rebate', 'commission', 'vip_level_up', 'vip_birthday', 'wheel', 'checkin') THEN
    RETURN 'expense:' || replace(p_source, '_', '-');
  END IF;
  RAISE EXCEPTION 'no bonus source is called %', p_source;
END
$$;

-- What an account is, from its code; an unknown code raises (no account is made by mistake).
CREATE OR REPLACE FUNCTION ledger_account_attributes(
  p_code text, OUT kind text, OUT member_id bigint, OUT allow_negative boolean
) LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := string_to_array(p_code, ':');
BEGIN
  IF parts[1] = 'member' AND array_length(parts, 1) = 3 AND parts[2] ~ '^[0-9]{1,18}$'
     AND parts[3] IN ('wallet', 'withdrawal-hold', 'referral-pending') THEN
    kind := 'member_' || replace(parts[3], '-', '_');
    member_id := parts[2]::bigint;
    allow_negative := false;
  ELSIF p_code = 'suspense:unmatched-deposits' THEN
    kind := 'suspense'; allow_negative := false;
  ELSIF parts[1] = 'company-bank' AND length(parts[2]) > 0 THEN
    kind := 'company_bank'; allow_negative := true;
  ELSIF parts[1] = 'gateway' AND length(parts[2]) > 0 THEN
    kind := 'payment_gateway'; allow_negative := true;
  ELSIF parts[1] = 'game-provider' AND length(parts[2]) > 0 THEN
    kind := 'game_provider'; allow_negative := true;
  ELSIF parts[1] = 'expense' AND length(parts[2]) > 0 THEN
    kind := 'expense'; allow_negative := true;
  ELSIF p_code = 'payouts' THEN
    kind := 'payouts'; allow_negative := true;
  ELSE
    RAISE EXCEPTION 'no ledger account has the code %', p_code;
  END IF;
END
$$;

-- Makes the accounts of these codes that do not exist yet; concurrent first uses agree on one row.
CREATE OR REPLACE FUNCTION ledger_open_accounts(p_codes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (code, kind, member_id, balance_satang, allow_negative)
  SELECT c.code, a.kind, a.member_id, CASE WHEN a.allow_negative THEN NULL ELSE 0 END, a.allow_negative
  FROM unnest(p_codes) AS c (code) CROSS JOIN LATERAL ledger_account_attributes(c.code) AS a
  ON CONFLICT (code) DO NOTHING
$$;
