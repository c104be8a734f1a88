ALTER TABLE "news" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "patch_notes" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "patch_notes" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_translation_of_news_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_notes" ADD CONSTRAINT "patch_notes_translation_of_patch_notes_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."patch_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_translation_language_key" ON "news" USING btree ("translation_of","language");--> statement-breakpoint
CREATE UNIQUE INDEX "patch_notes_translation_language_key" ON "patch_notes" USING btree ("translation_of","language");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_translation_not_itself" CHECK ("news"."translation_of" <> "news"."id");--> statement-breakpoint
ALTER TABLE "patch_notes" ADD CONSTRAINT "patch_notes_translation_not_itself" CHECK ("patch_notes"."translation_of" <> "patch_notes"."id");