import { entityKeyOf } from "../../../shared/entity-paths";
import { awardText } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import type { EventHandler } from "../types";

/**
 * Tells a member of their award (issue 30): once per award row, named after the group,
 * partnership or event that gave it, linking to their profile where it shows; under the
 * Recognition switches. A revoked award tells nobody.
 */
export function awardNotifications(): EventHandler<"award.given"> {
  return {
    name: "award-notifications",
    events: ["award.given"],
    async run(event, tx) {
      const { recipientId, entity, title } = event.payload;
      const by = await findEntityName(tx, entity);
      if (by === null) return;
      await recordNotification(tx, {
        userId: recipientId,
        type: "award_received",
        message: awardText(by, title),
        notificationUrl: `/profile/${recipientId}#awards`,
        entityId: entityKeyOf(entity),
        actorId: event.actorId,
      });
    },
  };
}
