-- Whether transfers that arrive are held instead of credited (decision 15): maintenance is on with
-- "credit when it ends" (`credit_transfers: when_ended`). The statement line holds them on suspense
-- while it answers true; the release job (releaseHeldTransfers) credits them once it answers false.
CREATE OR REPLACE FUNCTION maintenance_holds_transfers() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT coalesce((value ->> 'enabled')::boolean, false) AND value ->> 'credit_transfers' = 'when_ended'
                   FROM site_settings WHERE key = 'maintenance'), false)
$$;
