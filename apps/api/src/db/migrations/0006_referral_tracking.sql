CREATE TABLE "referral_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewer_id" varchar(128) NOT NULL,
	"landing_url" varchar(2048) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" varchar(256),
	"medium" varchar(256),
	"campaign" varchar(256),
	"content" varchar(256),
	"term" varchar(256),
	"ip_hash" varchar(64) NOT NULL,
	"user_agent" varchar(256),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referral_hits_content_idx" ON "referral_hits" USING btree ("content");--> statement-breakpoint
CREATE INDEX "referral_hits_viewer_idx" ON "referral_hits" USING btree ("viewer_id");