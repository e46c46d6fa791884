import { Hono } from "hono";
import { updateNotificationPreferencesSchema } from "../../../shared/schemas/notification-preferences";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentNotificationPreferences } from "../../presenters/notification-preferences";
import {
  loadNotificationPreferences,
  updateNotificationPreferences,
} from "../../queries/notification-preferences";

/**
 * The signed-in member's notification preferences (spec §7 "Notifications"), mounted at
 * /api/me/notification-preferences: always the caller's own, so no id in the path.
 */
export const notificationPreferenceRoutes = new Hono<AppEnv>()
  // Spec §4: the row is created with the defaults of §9 the first time it is read.
  .get("/", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "notificationPreferences", userId: member.id });
    const row = await loadNotificationPreferences(c.var.deps.db, member.id);
    return c.json({ preferences: presentNotificationPreferences(row) });
  })
  .patch("/", requireSession, validate("json", updateNotificationPreferencesSchema), async (c) => {
    const { member } = c.var;
    const input = c.req.valid("json");
    authorize(member, "update", { kind: "notificationPreferences", userId: member.id });
    const row = await updateNotificationPreferences(c.var.deps.db, member.id, input);
    return c.json({ preferences: presentNotificationPreferences(row) });
  });
