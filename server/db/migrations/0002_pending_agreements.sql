CREATE TABLE "pending_agreements" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"agreed_terms_version" text NOT NULL,
	"agreed_privacy_version" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"method" text DEFAULT 'email' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_agreements_method_check" CHECK ("pending_agreements"."method" in ('email', 'google_oauth', 'apple_oauth', 'bluesky'))
);
--> statement-breakpoint
ALTER TABLE "pending_agreements" ADD CONSTRAINT "pending_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;