CREATE TABLE "revocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_dbid" bigint NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_id" varchar(64) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"taken_back" jsonb NOT NULL,
	"not_taken_back" jsonb NOT NULL,
	"account_action" varchar(8) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "payment_intent_id" varchar(255);--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "effect" varchar(32);--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "revocations" ADD CONSTRAINT "revocations_account_dbid_accounts_account_dbid_fk" FOREIGN KEY ("account_dbid") REFERENCES "public"."accounts"("account_dbid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revocations_source_key" ON "revocations" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "revocations_account_idx" ON "revocations" USING btree ("account_dbid");--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_events_order_idx" ON "stripe_events" USING btree ("order_id");