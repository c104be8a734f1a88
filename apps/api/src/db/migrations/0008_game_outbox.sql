DROP INDEX "deliveries_source_item_key";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "kind" varchar(16) DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_source_thing_key" ON "deliveries" USING btree ("source","source_id","kind","item_id","seq");--> statement-breakpoint
CREATE INDEX "deliveries_open_idx" ON "deliveries" USING btree ("status","next_attempt_at") WHERE "deliveries"."status" in ('pending', 'sending', 'unknown');