CREATE TABLE "customer_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_segments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text,
	"intro" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_template_lang_pk" PRIMARY KEY("template","lang")
);
--> statement-breakpoint
CREATE TABLE "homepage_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"handle" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"preview_token" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_groups" ADD COLUMN "tier" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_groups" ADD COLUMN "membership" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_groups" ADD COLUMN "auto_min_spend" integer;--> statement-breakpoint
ALTER TABLE "member_groups" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_user_idx" ON "customer_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "homepage_sections_position_idx" ON "homepage_sections" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_handle_uq" ON "pages" USING btree ("handle");--> statement-breakpoint
-- the tier was read from the name (6-04); it becomes a field, set from today's names so nothing changes for members
UPDATE "member_groups" SET "tier" = CASE WHEN "name" ~* 'v\.i\.p|vip' THEN 'vip' WHEN "name" ~* 'ambassador' THEN 'kol' ELSE 'basic' END;
