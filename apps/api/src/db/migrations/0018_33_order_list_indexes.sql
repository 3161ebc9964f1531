-- The back office order list at 100,000 orders (docs/scaling.md): payment method and country filters read newest first from their own index; an email fragment is a trigram match.
CREATE INDEX "orders_payment_created_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_country_created_idx" ON "orders" USING btree (("delivery"->>'country'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_email_trgm" ON "orders" USING gin (lower("email") gin_trgm_ops);