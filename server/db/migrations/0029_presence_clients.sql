CREATE TABLE "workspace_presence_clients" (
	"page_id" uuid NOT NULL,
	"client_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_presence_clients_page_id_client_id_pk" PRIMARY KEY("page_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_presence_clients" ADD CONSTRAINT "workspace_presence_clients_page_id_workspace_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."workspace_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_presence_clients" ADD CONSTRAINT "workspace_presence_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_presence_clients_created_idx" ON "workspace_presence_clients" USING btree ("created_at");