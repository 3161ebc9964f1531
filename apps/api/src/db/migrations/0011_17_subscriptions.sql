CREATE TABLE "subscription_renewals" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"period" integer NOT NULL,
	"order_id" text,
	"status" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"first_order_id" text NOT NULL,
	"pid" text NOT NULL,
	"sku" text NOT NULL,
	"sub_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"interval_months" integer NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"anchor_day" integer NOT NULL,
	"next_renewal_at" timestamp with time zone NOT NULL,
	"periods_paid" integer DEFAULT 1 NOT NULL,
	"delivery" jsonb NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"payment_method_ref" text,
	"payment_customer_ref" text,
	"payment_method_label" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"reminded_period" integer DEFAULT 1 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_period_uq" ON "subscription_renewals" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE INDEX "subscription_renewals_order_idx" ON "subscription_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_item_uq" ON "subscriptions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_renewal_at");