CREATE TABLE "hour_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer,
	"partnership_id" integer,
	"title" varchar(120) NOT NULL,
	"required_minutes" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"kinds" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_requirements_owner_check" CHECK (("hour_requirements"."group_id" is null) <> ("hour_requirements"."partnership_id" is null)),
	CONSTRAINT "hour_requirements_minutes_check" CHECK ("hour_requirements"."required_minutes" between 1 and 600000),
	CONSTRAINT "hour_requirements_period_check" CHECK ("hour_requirements"."period_from" <= "hour_requirements"."period_to"),
	CONSTRAINT "hour_requirements_kinds_check" CHECK (cardinality("hour_requirements"."kinds") > 0 and "hour_requirements"."kinds" <@ array['attendance', 'organisation', 'outside']::text[])
);
--> statement-breakpoint
CREATE TABLE "hour_shares" (
	"user_id" uuid NOT NULL,
	"group_id" integer,
	"partnership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_shares_owner_check" CHECK (("hour_shares"."group_id" is null) <> ("hour_shares"."partnership_id" is null))
);
--> statement-breakpoint
ALTER TABLE "hour_requirements" ADD CONSTRAINT "hour_requirements_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_requirements" ADD CONSTRAINT "hour_requirements_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_requirements" ADD CONSTRAINT "hour_requirements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_shares" ADD CONSTRAINT "hour_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_shares" ADD CONSTRAINT "hour_shares_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_shares" ADD CONSTRAINT "hour_shares_partnership_id_partnerships_partnership_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("partnership_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_requirements_group_idx" ON "hour_requirements" USING btree ("group_id","period_to");--> statement-breakpoint
CREATE INDEX "hour_requirements_partnership_idx" ON "hour_requirements" USING btree ("partnership_id","period_to");--> statement-breakpoint
CREATE UNIQUE INDEX "hour_shares_group_idx" ON "hour_shares" USING btree ("group_id","user_id") WHERE "hour_shares"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hour_shares_partnership_idx" ON "hour_shares" USING btree ("partnership_id","user_id") WHERE "hour_shares"."partnership_id" is not null;--> statement-breakpoint
CREATE INDEX "hour_shares_user_idx" ON "hour_shares" USING btree ("user_id");