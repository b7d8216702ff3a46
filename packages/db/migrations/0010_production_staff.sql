-- A staff account made by `npm run staff -- create` holds a one-time password to change at first login.
ALTER TABLE "staff_accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;
