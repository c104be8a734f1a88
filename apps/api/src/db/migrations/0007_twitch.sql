CREATE TABLE "job_ticks" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"last_tick_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"reward_id" integer NOT NULL,
	"twitch_id" varchar(32) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_link_states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"account_dbid" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "twitch_link_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "twitch_links" (
	"account_dbid" bigint PRIMARY KEY NOT NULL,
	"twitch_id" varchar(32) NOT NULL,
	"login" varchar(64) NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "twitch_links_twitch_id_unique" UNIQUE("twitch_id")
);
--> statement-breakpoint
CREATE TABLE "twitch_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"required_minutes" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_quantity" integer DEFAULT 1 NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_time" (
	"account_dbid" bigint PRIMARY KEY NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"stream_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twitch_claims" ADD CONSTRAINT "twitch_claims_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_claims" ADD CONSTRAINT "twitch_claims_reward_id_twitch_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."twitch_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_link_states" ADD CONSTRAINT "twitch_link_states_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_link_states" ADD CONSTRAINT "twitch_link_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_links" ADD CONSTRAINT "twitch_links_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_time" ADD CONSTRAINT "twitch_time_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "twitch_claims_account_reward_key" ON "twitch_claims" USING btree ("account_dbid","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "twitch_claims_twitch_reward_key" ON "twitch_claims" USING btree ("twitch_id","reward_id");--> statement-breakpoint
CREATE INDEX "twitch_claims_reward_idx" ON "twitch_claims" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "twitch_link_states_account_idx" ON "twitch_link_states" USING btree ("account_dbid");--> statement-breakpoint
CREATE INDEX "twitch_link_states_session_idx" ON "twitch_link_states" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "twitch_rewards_type_idx" ON "twitch_rewards" USING btree ("type","season","required_minutes");