-- Spins by VIP level (issue 31, decisions 72 and 73): per level, how many spins a member at that level
-- earns each Bangkok day, as a list of { "levelId": <vip_levels.id>, "spins": 0..10 }. The `vip` rule
-- of `spinRules` reads it with `vip_member_level`; the spins are keyed `<day>:<n>` in
-- wheel_spin_grants (whose check already allows the rule `vip`), so each day's are inserted once.
ALTER TABLE "wheel_settings" ADD COLUMN "vip_daily_spins" jsonb DEFAULT '[]'::jsonb NOT NULL;
