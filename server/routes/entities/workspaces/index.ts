import { Hono } from "hono";
import type { EntityType } from "../../../../shared/enums";
import type { AppEnv } from "../../../context";
import { workspaceLiveRoutes } from "./live";
import { workspacePageRoutes } from "./pages";

/**
 * A group's, partnership's or event's workspace: mounted once per entity type beside the entity's
 * own routes (`/api/groups/:id/workspace/…`, server/app.ts), the same rules for all three.
 */
export function workspaceRoutes(type: EntityType) {
  return new Hono<AppEnv>().route("/", workspacePageRoutes(type)).route("/", workspaceLiveRoutes(type));
}
