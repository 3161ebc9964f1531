CREATE SEQUENCE "public"."draft_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"tracking_url_template" text,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount" jsonb,
	"delivery_method_id" text,
	"delivery_fee" integer,
	"delivery" jsonb,
	"gift" jsonb,
	"note" text,
	"order_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_edits" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"total_before" integer NOT NULL,
	"total_after" integer NOT NULL,
	"difference" integer NOT NULL,
	"settlement" text NOT NULL,
	"payment_id" text,
	"refund_id" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"sub_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"disposition" text,
	"replacement_sub_sku" text
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"adjustment" integer DEFAULT 0 NOT NULL,
	"adjustment_reason" text,
	"refund_id" text,
	"exchange_order_id" text,
	"staff_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_order_views" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"id" text PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"sub_sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"carrier_id" text NOT NULL,
	"carrier_name" jsonb NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "written_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_order_views" ADD CONSTRAINT "saved_order_views_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_number_uq" ON "draft_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "draft_orders_status_created_idx" ON "draft_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_edits_order_idx" ON "order_edits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_uq" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_order_views_staff_name_uq" ON "saved_order_views" USING btree ("staff_id","name");--> statement-breakpoint
CREATE INDEX "shipment_items_shipment_idx" ON "shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "carriers" ("id", "name", "tracking_url_template", "priority") VALUES
  ('sf-express', '{"eng":"SF Express","chi":"順豐速運","cn":"顺丰速运"}', 'https://htm.sf-express.com/hk/en/dynamic_function/waybill/#search/bill-number/{tracking}', 10),
  ('hongkong-post', '{"eng":"Hongkong Post","chi":"香港郵政","cn":"香港邮政"}', 'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackcode={tracking}', 20),
  ('dhl-express', '{"eng":"DHL Express","chi":"DHL 速遞","cn":"DHL 速递"}', 'https://www.dhl.com/hk-en/home/tracking.html?tracking-id={tracking}', 30),
  ('fedex', '{"eng":"FedEx","chi":"FedEx 聯邦快遞","cn":"FedEx 联邦快递"}', 'https://www.fedex.com/fedextrack/?trknbr={tracking}', 40),
  ('ups', '{"eng":"UPS","chi":"UPS 優比速","cn":"UPS 优比速"}', 'https://www.ups.com/track?tracknum={tracking}', 50),
  ('kerry-express', '{"eng":"Kerry Express","chi":"嘉里快遞","cn":"嘉里快递"}', 'https://hk.kerryexpress.com/track?track={tracking}', 60),
  ('zto-express', '{"eng":"ZTO Express","chi":"中通快遞","cn":"中通快递"}', 'https://www.zto.com/?num={tracking}', 70),
  ('own-delivery', '{"eng":"Our own delivery","chi":"本店送貨","cn":"本店送货"}', NULL, 80)
ON CONFLICT ("id") DO NOTHING;
