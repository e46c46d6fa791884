CREATE TABLE "hour_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(16) NOT NULL,
	"user_id" uuid NOT NULL,
	"member_name" varchar(200) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"total_minutes" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hour_transcripts" ADD CONSTRAINT "hour_transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hour_transcripts_code_idx" ON "hour_transcripts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "hour_transcripts_user_idx" ON "hour_transcripts" USING btree ("user_id","issued_at" DESC NULLS LAST);