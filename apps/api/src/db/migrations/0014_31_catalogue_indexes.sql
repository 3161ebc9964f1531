CREATE INDEX "products_tags_gin" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_collections_gin" ON "products" USING gin ("collections");