import { type SQL, sql } from "drizzle-orm";
import { entityKeyOf, entityPath } from "../../../shared/entity-paths";
import type { Executor } from "../../db/client";
import { claimOnce } from "../../limits/counters";
import { memberName } from "../../loaders/member-actor";
import { type EntityRef, MEMBERSHIP_TABLES } from "../../loaders/memberships";
import { PARTNER_TEXTS } from "../../notifications/messages";
import { recordNotificationsFor } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import type { EventHandler } from "../types";

type Handled = "partner.requested" | "partner.approved" | "partner.declined";

/** A partnership's admins hear of one group's request once a week at most, however often it asks again. */
export const PARTNER_REQUEST_EVERY_SECONDS = 7 * 24 * 60 * 60;

/** The entity's own owners and admins, but not the one who acted: they know. */
function runnersOf(ref: EntityRef, except: string | null): SQL {
  const m = MEMBERSHIP_TABLES[ref.type];
  return sql`select ${m.userId} from ${m.table} where ${m.entityId} = ${ref.id}
    and ${m.table.status} = 'active' and ${m.table.role} in ('owner', 'admin')
    ${except ? sql`and ${m.userId} <> ${except}` : sql``}`;
}

/**
 * Notifications about partner organisations (decisions.md, "Partnerships are coalitions"): a
 * group's request tells the partnership's owners and admins; the answer tells the group's.
 */
export function partnerNotifications(): EventHandler<Handled> {
  return {
    name: "partner-notifications",
    events: ["partner.requested", "partner.approved", "partner.declined"],
    async run(event, tx: Executor) {
      const partnership: EntityRef = { type: "partnership", id: Number(event.subject.id) };
      const group: EntityRef = { type: "group", id: event.payload.groupId };
      const [partnershipName, groupName] = [
        await findEntityName(tx, partnership),
        await findEntityName(tx, group),
      ];
      if (partnershipName === null || groupName === null) return;
      if (event.type === "partner.requested") {
        const now = Date.now();
        const key = `partner-request:${partnership.id}:${group.id}`;
        if (!(await claimOnce(tx, key, now, now + PARTNER_REQUEST_EVERY_SECONDS * 1000))) return;
        await recordNotificationsFor(tx, runnersOf(partnership, event.actorId), {
          type: "partner_request",
          message: PARTNER_TEXTS.partner_request(
            await memberName(tx, event.actorId),
            groupName,
            partnershipName,
          ),
          notificationUrl: `${entityPath(partnership)}?tab=partners`,
          entityId: entityKeyOf(partnership),
          actorId: event.actorId,
        });
        return;
      }
      const type = event.type === "partner.approved" ? "partner_approved" : "partner_declined";
      await recordNotificationsFor(tx, runnersOf(group, event.actorId), {
        type,
        message: PARTNER_TEXTS[type]("", groupName, partnershipName),
        notificationUrl:
          type === "partner_approved" ? `${entityPath(partnership)}?tab=partners` : entityPath(partnership),
        entityId: entityKeyOf(partnership),
        actorId: event.actorId,
      });
    },
  };
}
