CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_account_dbid" bigint,
	"actor_name" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_account_dbid" bigint,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_benefits" (
	"account_dbid" bigint NOT NULL,
	"benefit_id" integer NOT NULL,
	"available_until" timestamp with time zone NOT NULL,
	CONSTRAINT "account_benefits_account_dbid_benefit_id_pk" PRIMARY KEY("account_dbid","benefit_id")
);
--> statement-breakpoint
ALTER TABLE "account_bans" DROP CONSTRAINT "account_bans_account_dbid_unique";--> statement-breakpoint
ALTER TABLE "account_bans" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_bans" ADD COLUMN "banned_by" varchar(64);--> statement-breakpoint
ALTER TABLE "account_benefits" ADD CONSTRAINT "account_benefits_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_account_dbid","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_benefits_benefit_id_idx" ON "account_benefits" USING btree ("benefit_id");--> statement-breakpoint
CREATE INDEX "account_bans_account_dbid_idx" ON "account_bans" USING btree ("account_dbid");--> statement-breakpoint
CREATE UNIQUE INDEX "account_bans_one_active_key" ON "account_bans" USING btree ("account_dbid") WHERE "account_bans"."active";