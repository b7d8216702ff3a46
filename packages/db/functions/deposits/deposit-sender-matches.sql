-- May the sender's account printed on a statement line
-- ("xxx-x-x4567-x") be the member's? Spaces and dashes dropped, lower case; only digits, x and *;
-- unmasked it must be equal; masked, its visible digits (at least four) sit at the same places from
-- the end of the member's number. The statement-line matcher and staff's candidates ask it.
CREATE OR REPLACE FUNCTION deposit_sender_matches(p_printed text, p_member_account text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  compact text := lower(regexp_replace(p_printed, '[[:space:]-]', '', 'g'));
  member_account text := coalesce(p_member_account, '');
  printed_length integer;
  member_length integer := length(coalesce(p_member_account, ''));
  ch text;
  visible integer := 0;
BEGIN
  IF compact !~ '^[0-9x*]+$' OR compact !~ '[0-9]' THEN RETURN false; END IF;
  IF compact !~ '[x*]' THEN RETURN compact = member_account; END IF;
  printed_length := length(compact);
  FOR i IN 0 .. printed_length - 1 LOOP
    ch := substr(compact, printed_length - i, 1);
    CONTINUE WHEN ch IN ('x', '*');
    IF i >= member_length OR substr(member_account, member_length - i, 1) <> ch THEN RETURN false; END IF;
    visible := visible + 1;
  END LOOP;
  RETURN visible >= 4;
END
$$;
