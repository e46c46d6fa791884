import { sql } from "drizzle-orm";
import { entityKeyOf, entityPath } from "../../../shared/entity-paths";
import { memberName } from "../../loaders/member-actor";
import { type EntityRef, MEMBERSHIP_TABLES } from "../../loaders/memberships";
import { COMMUNITY_TEXTS, removalText } from "../../notifications/messages";
import { recordNotification, recordNotificationsFor } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import type { EventHandler, StoredEvent } from "../types";

type Handled = "membership.requested" | "membership.approved" | "membership.declined" | "content.removed";

const refOf = (event: StoredEvent<Exclude<Handled, "content.removed">>): EntityRef => ({
  type: event.subject.type,
  id: Number(event.subject.id),
});

/**
 * Notifications about membership (decisions.md, "Membership"): a request to join tells the
 * entity's own owners and admins; the answer tells the member who asked; a moderator's removal
 * tells the author, with the reason.
 */
export function membershipNotifications(): EventHandler<Handled> {
  return {
    name: "membership-notifications",
    events: ["membership.requested", "membership.approved", "membership.declined", "content.removed"],
    async run(event, tx) {
      if (event.type === "content.removed") {
        const { entity, authorId, postId, reason } = event.payload;
        if (authorId === event.actorId) return;
        const place = entity ? await findEntityName(tx, entity) : null;
        await recordNotification(tx, {
          userId: authorId,
          type: "content_removed",
          message: removalText(event.subject.type, place, reason),
          notificationUrl: postId ? `/posts/${postId}` : entity ? entityPath(entity) : null,
          entityId: entity ? entityKeyOf(entity) : null,
          actorId: event.actorId,
        });
        return;
      }
      const ref = refOf(event);
      const place = await findEntityName(tx, ref);
      if (place === null) return;
      const common = { entityId: entityKeyOf(ref), actorId: event.actorId };
      if (event.type === "membership.requested") {
        const m = MEMBERSHIP_TABLES[ref.type];
        await recordNotificationsFor(
          tx,
          sql`select ${m.userId} from ${m.table} where ${m.entityId} = ${ref.id}
            and ${m.table.status} = 'active' and ${m.table.role} in ('owner', 'admin')`,
          {
            ...common,
            type: "membership_request",
            message: COMMUNITY_TEXTS.membership_request(await memberName(tx, event.payload.userId), place),
            notificationUrl: `${entityPath(ref)}?tab=requests`,
          },
        );
        return;
      }
      const type = event.type === "membership.approved" ? "membership_approved" : "membership_declined";
      await recordNotification(tx, {
        ...common,
        userId: event.payload.userId,
        type,
        message: COMMUNITY_TEXTS[type]("", place),
        notificationUrl: entityPath(ref),
      });
    },
  };
}
