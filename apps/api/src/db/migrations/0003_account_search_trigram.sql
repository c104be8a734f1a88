-- Substring search of accounts by user name or email (admin panel) served by trigram GIN indexes, so it stays fast
-- with millions of accounts. pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_user_name_trgm_idx" ON "accounts" USING gin (lower("user_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);
