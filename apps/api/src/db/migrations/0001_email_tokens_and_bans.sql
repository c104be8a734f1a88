CREATE TABLE "account_bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '[]' NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "account_bans_account_dbid_unique" UNIQUE("account_dbid")
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "account_bans" ADD CONSTRAINT "account_bans_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_account_purpose_idx" ON "email_tokens" USING btree ("account_dbid","purpose");