CREATE TABLE "login_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"method" varchar(16) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_quarter_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"peak" integer NOT NULL,
	"total" bigint NOT NULL,
	"samples" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"users_online" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"metric" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"campaign" varchar(256) DEFAULT '' NOT NULL,
	"content" varchar(256) DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "stats_daily_metric_day_campaign_content_pk" PRIMARY KEY("metric","day","campaign","content")
);
--> statement-breakpoint
CREATE TABLE "twitch_quarter_hours" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"stream_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_events" ADD CONSTRAINT "login_events_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_events_account_idx" ON "login_events" USING btree ("account_dbid","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_quarter_hours_server_start_key" ON "online_quarter_hours" USING btree ("server_id","starts_at");--> statement-breakpoint
CREATE INDEX "online_quarter_hours_start_idx" ON "online_quarter_hours" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_samples_server_minute_key" ON "online_samples" USING btree ("server_id","sampled_at");--> statement-breakpoint
CREATE INDEX "online_samples_at_idx" ON "online_samples" USING btree ("sampled_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "twitch_claims_claimed_at_idx" ON "twitch_claims" USING btree ("claimed_at");--> statement-breakpoint
-- The statistics' daily counts (stats_daily) follow the rows they count, whichever code path or tool writes them:
-- statement triggers add each inserted statement's rows and take away each deleted statement's, per day in the
-- operator's time zone (site setting stats_time_zone, written by the server at start; UTC until then).
CREATE OR REPLACE FUNCTION "agaia_stats_zone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'stats_time_zone'), 'UTC')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agaia_stats_add"(p_metric text, p_sign int, p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "stats_daily" AS s ("metric", "day", "campaign", "content", "value")
  SELECT p_metric, (r->>'day')::date, r->>'campaign', r->>'content', p_sign * (r->>'n')::bigint
  FROM jsonb_array_elements(p_rows) r
  ON CONFLICT ("metric", "day", "campaign", "content") DO UPDATE SET "value" = s."value" + excluded."value";
  -- A count taken back to zero goes, as a rebuild would not write it.
  DELETE FROM "stats_daily" s USING jsonb_array_elements(p_rows) r
  WHERE p_sign < 0 AND s."metric" = p_metric AND s."day" = (r->>'day')::date AND s."campaign" = r->>'campaign'
    AND s."content" = r->>'content' AND s."value" = 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agaia_stats_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := agaia_stats_zone();
  counted jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("register_time" AT TIME ZONE zone)::date AS day,
        coalesce(left("attribution"->>'campaign', 256), '') AS campaign,
        coalesce(left("attribution"->>'content', 256), '') AS content, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3) g;
    PERFORM agaia_stats_add('registrations', 1, counted) WHERE counted IS NOT NULL;
  ELSE
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("register_time" AT TIME ZONE zone)::date AS day,
        coalesce(left("attribution"->>'campaign', 256), '') AS campaign,
        coalesce(left("attribution"->>'content', 256), '') AS content, count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3) g;
    PERFORM agaia_stats_add('registrations', -1, counted) WHERE counted IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agaia_stats_hits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := agaia_stats_zone();
  counted jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("created_at" AT TIME ZONE zone)::date AS day, coalesce("campaign", '') AS campaign,
        coalesce("content", '') AS content, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3) g;
    PERFORM agaia_stats_add('hits', 1, counted) WHERE counted IS NOT NULL;
  ELSE
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("created_at" AT TIME ZONE zone)::date AS day, coalesce("campaign", '') AS campaign,
        coalesce("content", '') AS content, count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3) g;
    PERFORM agaia_stats_add('hits', -1, counted) WHERE counted IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agaia_stats_logins"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := agaia_stats_zone();
  counted jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("occurred_at" AT TIME ZONE zone)::date AS day, '' AS campaign, '' AS content, count(*) AS n
      FROM new_rows GROUP BY 1) g;
    PERFORM agaia_stats_add('logins', 1, counted) WHERE counted IS NOT NULL;
  ELSE
    SELECT jsonb_agg(g) INTO counted FROM (
      SELECT ("occurred_at" AT TIME ZONE zone)::date AS day, '' AS campaign, '' AS content, count(*) AS n
      FROM old_rows GROUP BY 1) g;
    PERFORM agaia_stats_add('logins', -1, counted) WHERE counted IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_insert_stats" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_accounts"();--> statement-breakpoint
CREATE TRIGGER "accounts_delete_stats" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_accounts"();--> statement-breakpoint
CREATE TRIGGER "referral_hits_insert_stats" AFTER INSERT ON "referral_hits" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_hits"();--> statement-breakpoint
CREATE TRIGGER "referral_hits_delete_stats" AFTER DELETE ON "referral_hits" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_hits"();--> statement-breakpoint
CREATE TRIGGER "login_events_insert_stats" AFTER INSERT ON "login_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_logins"();--> statement-breakpoint
CREATE TRIGGER "login_events_delete_stats" AFTER DELETE ON "login_events" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "agaia_stats_logins"();--> statement-breakpoint
-- Recomputes every daily count from the rows, in the time zone of the site setting (empty rows are not kept).
CREATE OR REPLACE FUNCTION "agaia_stats_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := agaia_stats_zone();
BEGIN
  DELETE FROM "stats_daily";
  INSERT INTO "stats_daily" ("metric", "day", "campaign", "content", "value")
  SELECT 'registrations', ("register_time" AT TIME ZONE zone)::date, coalesce(left("attribution"->>'campaign', 256), ''),
    coalesce(left("attribution"->>'content', 256), ''), count(*)
  FROM "accounts" GROUP BY 2, 3, 4;
  INSERT INTO "stats_daily" ("metric", "day", "campaign", "content", "value")
  SELECT 'hits', ("created_at" AT TIME ZONE zone)::date, coalesce("campaign", ''), coalesce("content", ''), count(*)
  FROM "referral_hits" GROUP BY 2, 3, 4;
  INSERT INTO "stats_daily" ("metric", "day", "campaign", "content", "value")
  SELECT 'logins', ("occurred_at" AT TIME ZONE zone)::date, '', '', count(*)
  FROM "login_events" GROUP BY 2;
END $$;--> statement-breakpoint
-- What the site already holds counts from the start.
SELECT agaia_stats_rebuild();
