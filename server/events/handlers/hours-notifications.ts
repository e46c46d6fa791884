import { eq } from "drizzle-orm";
import { entityKeyOf } from "../../../shared/entity-paths";
import { volunteerHourLogs } from "../../db/schema";
import { hoursDecisionText } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import type { EventHandler } from "../types";

/**
 * Tells a member the outcome of their hours (issue 29): once per decision, however many logs it
 * decided, named after the group, partnership or event that decided them, or the outside
 * organisation whose supervisor did; under the volunteer hours switches.
 */
export function hoursNotifications(): EventHandler<"hours.decided"> {
  return {
    name: "hours-notifications",
    events: ["hours.decided"],
    async run(event, tx) {
      const { userId, decision, minutes, entity, note } = event.payload;
      let by: string | null;
      if (entity) by = await findEntityName(tx, entity);
      else {
        const [log] = await tx
          .select({ name: volunteerHourLogs.outsideOrganisation })
          .from(volunteerHourLogs)
          .where(eq(volunteerHourLogs.id, event.subject.id));
        by = log?.name ? `Your supervisor at ${log.name}` : null;
      }
      if (by === null) return;
      await recordNotification(tx, {
        userId,
        type: decision === "verified" ? "hours_verified" : "hours_declined",
        message: hoursDecisionText(decision, by, minutes, note),
        notificationUrl: `/profile/${userId}/volunteer-history`,
        entityId: entity ? entityKeyOf(entity) : null,
        actorId: event.actorId,
      });
    },
  };
}
