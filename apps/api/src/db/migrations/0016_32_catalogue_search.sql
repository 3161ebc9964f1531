-- Storefront lists and name search in SQL (7-10, 7-11): trigram matching for contains-searches, array and order indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- rows written without the folded search text (outside the shop's writers): names lower-cased, until next saved
UPDATE "products" SET "search_text" = lower(concat_ws(' ', "name"->>'eng', "name"->>'chi', "name"->>'cn', "sku")) WHERE "search_text" = '';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text GENERATED ALWAYS AS (lower(coalesce(name->>'eng', '') || chr(10) || coalesce(name->>'chi', '') || chr(10) || coalesce(name->>'cn', ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (' ' || translate(lower(coalesce(name->>'eng', '') || chr(10) || coalesce(name->>'chi', '') || chr(10) || coalesce(name->>'cn', '')), chr(10) || chr(9) || chr(13) || chr(12) || chr(11) || '-·', '       ')) STORED;--> statement-breakpoint
CREATE INDEX "products_categories_gin" ON "products" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_on_sale_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"priority" DESC NULLS LAST,"sku") WHERE "products"."published" and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"sku") WHERE "products"."published" and "products"."archived_at" is null;