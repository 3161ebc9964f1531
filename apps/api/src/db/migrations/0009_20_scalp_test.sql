CREATE TABLE "scalp_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"session_id" text,
	"locale" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scalp_tests" ADD CONSTRAINT "scalp_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scalp_tests_user_idx" ON "scalp_tests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scalp_tests_session_idx" ON "scalp_tests" USING btree ("session_id");