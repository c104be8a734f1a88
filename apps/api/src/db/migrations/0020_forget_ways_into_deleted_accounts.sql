-- Accounts deleted before deletion removed every way in (issue 30, hole 2) kept their passkeys, two-factor secret and
-- recovery codes, passkey prompts and second-step tickets. Every login already refuses such an account; this removes
-- the rows themselves, as a deletion now does. A deleted account is the one with either mark of accounts/tombstone.ts.
DELETE FROM "passkeys" WHERE "account_dbid" IN (SELECT "account_dbid" FROM "accounts" WHERE "password_hash" = '!deleted' OR lower("email") = 'deleted-' || "account_dbid" || '@deleted.invalid');--> statement-breakpoint
DELETE FROM "webauthn_challenges" WHERE "account_dbid" IN (SELECT "account_dbid" FROM "accounts" WHERE "password_hash" = '!deleted' OR lower("email") = 'deleted-' || "account_dbid" || '@deleted.invalid');--> statement-breakpoint
DELETE FROM "login_challenges" WHERE "account_dbid" IN (SELECT "account_dbid" FROM "accounts" WHERE "password_hash" = '!deleted' OR lower("email") = 'deleted-' || "account_dbid" || '@deleted.invalid');--> statement-breakpoint
DELETE FROM "two_factor_recovery_codes" WHERE "account_dbid" IN (SELECT "account_dbid" FROM "accounts" WHERE "password_hash" = '!deleted' OR lower("email") = 'deleted-' || "account_dbid" || '@deleted.invalid');--> statement-breakpoint
DELETE FROM "two_factor_secrets" WHERE "account_dbid" IN (SELECT "account_dbid" FROM "accounts" WHERE "password_hash" = '!deleted' OR lower("email") = 'deleted-' || "account_dbid" || '@deleted.invalid');
