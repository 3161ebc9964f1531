CREATE TABLE "product_redirects" (
	"from_url" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "handle" text;--> statement-breakpoint
UPDATE "collections" SET "handle" = "key";--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "kind" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "product_order" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "seo" jsonb;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_countries" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_handle_uq" ON "collections" USING btree ("handle");