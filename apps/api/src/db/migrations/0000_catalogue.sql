CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"cta" jsonb NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_shipping" (
	"group" text PRIMARY KEY NOT NULL,
	"country_keys" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"line" text NOT NULL,
	"shipping_group" text NOT NULL,
	"palette" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"key" text PRIMARY KEY NOT NULL,
	"brand_key" text,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_home_menu" boolean DEFAULT false NOT NULL,
	"is_big_pi_menu" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_settings" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_to_usd" numeric(18, 6) NOT NULL,
	"rate_to_hkd" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"price_hkd" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"available_country_list" text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_rate" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optout_skus" (
	"sku" text PRIMARY KEY NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"product_id" text NOT NULL,
	"offer_product_id" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"sub_sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"availability" text NOT NULL,
	"price_hkd" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"original_price_hkd" integer,
	"original_price_usd" integer,
	"special_pricing_hkd" integer,
	"special_pricing_usd" integer,
	"treatment_original_price_hkd" integer,
	"treatment_original_price_usd" integer,
	"fix_price" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"multi_pricing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"is_title" boolean DEFAULT false NOT NULL,
	"subscription_parent_sku" text,
	"subscription_inteval_in_month" integer,
	"allow_member_group" text[] DEFAULT '{}'::text[] NOT NULL,
	"cut_off_date" date,
	"estimate" date,
	"stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"brand_key" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text NOT NULL,
	"product_thumbnail" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"unique_url" text NOT NULL,
	"price_hkd" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"original_price_hkd" integer,
	"original_price_usd" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"editor_comment" jsonb,
	"ig_link" text,
	"product_whatsapp" text,
	"package_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"copy" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"channel" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_offer_product_id_products_id_fk" FOREIGN KEY ("offer_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_offers_uq" ON "product_offers" USING btree ("product_id","offer_product_id");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_unique_url_uq" ON "products" USING btree ("unique_url");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_key");