import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { NOTIFICATION_TEXTS } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import type { EventHandler, EventHandlerDeps } from "../types";

/** The member's name as notifications write it ("Ana Diaz"). */
async function nameOf(tx: Executor, userId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return [row?.firstName, row?.lastName].filter(Boolean).join(" ") || "A member";
}

/**
 * Connection notifications (contracts, "Notification rows"): a request tells the addressee, an
 * acceptance tells the requester. Never the member who acted; delivery comes with issue 10.
 */
export function connectionNotifications(
  _deps: EventHandlerDeps,
): EventHandler<"connection.requested" | "connection.accepted"> {
  return {
    name: "connection-notifications",
    events: ["connection.requested", "connection.accepted"],
    async run(event, tx) {
      const actorId = event.actorId;
      if (!actorId) return;
      const { requesterId, addresseeId } = event.payload;
      const name = await nameOf(tx, actorId);
      if (event.type === "connection.requested") {
        if (addresseeId === actorId) return;
        await recordNotification(tx, {
          userId: addresseeId,
          type: "connection_request",
          message: NOTIFICATION_TEXTS.connection_request(name),
          notificationUrl: "/connections",
          actorId,
        });
      } else {
        if (requesterId === actorId) return;
        await recordNotification(tx, {
          userId: requesterId,
          type: "connection_accepted",
          message: NOTIFICATION_TEXTS.connection_accepted(name),
          notificationUrl: `/profile/${actorId}`,
          actorId,
        });
      }
    },
  };
}
