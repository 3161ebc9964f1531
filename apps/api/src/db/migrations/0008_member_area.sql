ALTER TABLE "addresses" ADD COLUMN "is_default_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "is_default_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications" jsonb DEFAULT '{"order_email":true,"order_sms":true,"marketing_email":false,"marketing_sms":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_delivery_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default_delivery";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_billing_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default_billing";