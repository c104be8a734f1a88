CREATE TABLE "accounts" (
	"account_dbid" bigserial PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"is_email_confirmed" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"register_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_time" timestamp with time zone,
	"last_login_ip" varchar(64),
	"permission" integer DEFAULT 0 NOT NULL,
	"privilege" integer DEFAULT 0 NOT NULL,
	"web_mgt" bigint DEFAULT 0 NOT NULL,
	"agaia_coins" integer DEFAULT 0 NOT NULL,
	"astrum_coins" integer DEFAULT 0 NOT NULL,
	"agaia_club_expiry" timestamp with time zone,
	"has_claimed_founder_package" boolean DEFAULT false NOT NULL,
	"has_claimed_veteran_package" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_name_lower_key" ON "accounts" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_account_dbid_idx" ON "sessions" USING btree ("account_dbid");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");