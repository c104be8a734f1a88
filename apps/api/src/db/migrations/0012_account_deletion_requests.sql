CREATE TABLE "deletion_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"note" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_pending_key" ON "deletion_requests" USING btree ("account_dbid") WHERE "deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","requested_at");