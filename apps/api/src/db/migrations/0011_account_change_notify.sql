-- Every change to an account's row or to its Twitch link is announced on the channel agaia_account_changed, with the
-- changed accounts' ids (comma-separated) as the payload, or '*' when a statement changed more than 500. A cache of
-- what a player reads about their account (the profile) drops those accounts when it hears it, whichever code path
-- or tool wrote the row. One notification per statement and changed table, delivered at commit (none on rollback).
CREATE OR REPLACE FUNCTION "agaia_notify_old_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(DISTINCT "account_dbid"::text) INTO ids FROM (SELECT "account_dbid" FROM old_rows LIMIT 501) changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('agaia_account_changed', CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agaia_notify_new_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(DISTINCT "account_dbid"::text) INTO ids FROM (SELECT "account_dbid" FROM new_rows LIMIT 501) changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('agaia_account_changed', CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_update_notify" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_notify_old_accounts"();--> statement-breakpoint
CREATE TRIGGER "accounts_delete_notify" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_notify_old_accounts"();--> statement-breakpoint
CREATE TRIGGER "twitch_links_insert_notify" AFTER INSERT ON "twitch_links" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_notify_new_accounts"();--> statement-breakpoint
-- The link's account is its primary key: an update keeps it, so the old rows name every account concerned.
CREATE TRIGGER "twitch_links_update_notify" AFTER UPDATE ON "twitch_links" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_notify_old_accounts"();--> statement-breakpoint
CREATE TRIGGER "twitch_links_delete_notify" AFTER DELETE ON "twitch_links" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_notify_old_accounts"();
