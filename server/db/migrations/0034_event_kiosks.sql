CREATE TABLE "event_kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid
);
--> statement-breakpoint
ALTER TABLE "event_kiosks" ADD CONSTRAINT "event_kiosks_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_kiosks" ADD CONSTRAINT "event_kiosks_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_kiosks" ADD CONSTRAINT "event_kiosks_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_kiosks_token_idx" ON "event_kiosks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_kiosks_open_idx" ON "event_kiosks" USING btree ("event_id","started_at") WHERE "event_kiosks"."ended_at" is null;