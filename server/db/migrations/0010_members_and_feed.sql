DROP INDEX "connections_addressee_status_idx";--> statement-breakpoint
DROP INDEX "connections_requester_status_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "groups_name_order_idx" ON "groups" USING btree (lower("name"),"group_id");--> statement-breakpoint
CREATE INDEX "partnerships_name_order_idx" ON "partnerships" USING btree (lower("name"),"partnership_id");--> statement-breakpoint
CREATE INDEX "profiles_directory_name_idx" ON "profiles" USING btree (lower("last_name"),lower("first_name"),"user_id") WHERE "profiles"."first_name" <> '' and "profiles"."last_name" <> '';--> statement-breakpoint
CREATE INDEX "connections_addressee_status_idx" ON "connections" USING btree ("addressee_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connections_requester_status_idx" ON "connections" USING btree ("requester_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);