DROP INDEX "groups_name_prefix_idx";--> statement-breakpoint
DROP INDEX "partnerships_name_prefix_idx";--> statement-breakpoint
DROP INDEX "events_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "groups_name_prefix_idx" ON "groups" USING btree ((lower("name") collate "C"),"group_id");--> statement-breakpoint
CREATE INDEX "partnerships_name_prefix_idx" ON "partnerships" USING btree ((lower("name") collate "C"),"partnership_id");--> statement-breakpoint
CREATE INDEX "events_name_prefix_idx" ON "events" USING btree ((lower("event_name") collate "C"),"event_id");