CREATE TABLE "media" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"snippet" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"category" varchar(64) DEFAULT 'Updates' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patch_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"release_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_status_published_idx" ON "news" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "patch_notes_status_release_idx" ON "patch_notes" USING btree ("status","release_date");