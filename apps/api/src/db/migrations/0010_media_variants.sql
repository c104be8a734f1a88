CREATE TABLE "media_variants" (
	"media_id" varchar(40) NOT NULL,
	"width" integer NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_variants_media_id_width_pk" PRIMARY KEY("media_id","width")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;