CREATE TABLE "invitation_opt_outs" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "entity_invitations_inviter_idx" ON "entity_invitations" USING btree ("invited_by","created_at");