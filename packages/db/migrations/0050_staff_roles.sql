-- Roles the owner shapes (issue 30, decision 66). A role is a row: its key, names in Thai and
-- English and its permissions (`@chaba/contracts/staff-permissions`). The five built-in roles are
-- seeded below, one statement each, from that file's `rolePermissions` (test
-- apps/server/test/staff-roles.test.ts fails with the statements to paste when they differ); they
-- are templates, neither edited nor deleted. Owners add their own; a staff account's role is one of
-- them. `version` increases at each edit: an edit from an older version is refused (two owners at
-- once). `adjustment_limit_satang`: the largest adjustment or staff bonus a staff member may make or
-- approve (null: none of their own), as `approval_limit_satang` is for withdrawals (decision 51).
CREATE TABLE "staff_roles" (
  "key" text PRIMARY KEY NOT NULL CHECK ("key" ~ '^[a-z][a-z0-9-]{1,31}$'),
  "name_th" text NOT NULL,
  "name_en" text NOT NULL,
  "permissions" text[] NOT NULL,
  "built_in" boolean DEFAULT false NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") VALUES ('owner', 'เจ้าของ', 'Owner', ARRAY['withdrawals.view', 'withdrawals.decide', 'deposits.view', 'deposits.match', 'deposits.decide', 'members.view', 'members.history', 'members.lock', 'members.edit', 'members.notes', 'members.reset', 'documents.review', 'adjustments.view', 'adjustments.create', 'adjustments.approve', 'bonuses.manage', 'coupons.manage', 'content.manage', 'reports.view', 'settings.manage', 'risk.view', 'risk.clear', 'referrals.run', 'cashback.manage', 'affiliates.manage', 'jobs.view', 'audit.view', 'staff.view', 'staff.manage']::text[], true);
--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") VALUES ('admin', 'ผู้ดูแลระบบ', 'Admin', ARRAY['withdrawals.view', 'withdrawals.decide', 'deposits.view', 'deposits.match', 'deposits.decide', 'members.view', 'members.history', 'members.lock', 'members.edit', 'members.notes', 'members.reset', 'documents.review', 'adjustments.view', 'adjustments.create', 'adjustments.approve', 'bonuses.manage', 'coupons.manage', 'content.manage', 'reports.view', 'settings.manage', 'risk.view', 'risk.clear', 'referrals.run', 'cashback.manage', 'affiliates.manage', 'jobs.view', 'audit.view', 'staff.view']::text[], true);
--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") VALUES ('finance', 'การเงิน', 'Finance', ARRAY['withdrawals.view', 'withdrawals.decide', 'deposits.view', 'deposits.match', 'deposits.decide', 'adjustments.view', 'adjustments.create', 'adjustments.approve', 'bonuses.manage', 'members.view', 'members.history', 'reports.view', 'referrals.run', 'cashback.manage', 'risk.view', 'risk.clear', 'documents.review']::text[], true);
--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") VALUES ('support', 'ฝ่ายบริการลูกค้า', 'Support', ARRAY['members.view', 'members.history', 'risk.view', 'members.lock', 'members.edit', 'members.notes', 'members.reset', 'deposits.view', 'documents.review']::text[], true);
--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_th", "name_en", "permissions", "built_in") VALUES ('marketing', 'การตลาด', 'Marketing', ARRAY['content.manage', 'coupons.manage', 'reports.view', 'members.view']::text[], true);
--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_role_check";
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_fkey" FOREIGN KEY ("role") REFERENCES "staff_roles"("key");
--> statement-breakpoint
CREATE INDEX "staff_accounts_role_idx" ON "staff_accounts" ("role");
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "adjustment_limit_satang" bigint CHECK ("adjustment_limit_satang" > 0);
