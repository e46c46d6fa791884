import type { MembershipStatus } from "../../shared/enums";
import type { Actor } from "./actor";
import { canOnEntity, type EntityAccess } from "./entity";

/**
 * What may be done about a group as a partner organisation of a partnership: ask for it to join,
 * answer that request, end the partnership (or take the request back).
 */
export const PARTNER_ACTIONS = ["ask", "approve", "decline", "end"] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

/** One group's standing with one partnership, and the actor's access to both. */
export interface PartnerAccess {
  kind: "partner";
  partnership: EntityAccess;
  group: EntityAccess;
  /** `active` for a partner, `pending` while it asks, null when it has not asked. */
  status: MembershipStatus | null;
}

/**
 * Partnerships are coalitions (decisions.md): a group joins one as a partner organisation when
 * whoever manages the group's members (its admins and owner, or those of a group above it) asks
 * and whoever manages the partnership's members lets it in. Asking needs sight of the
 * partnership; either side may end the partnership, or take back or turn down a request. A
 * platform admin's oversight is not a seat at either table.
 */
export function canOnPartner(actor: Actor, action: PartnerAction, access: PartnerAccess): boolean {
  if (actor.kind === "visitor") return false;
  const forGroup = canOnEntity(actor, "manageMembers", access.group);
  const forPartnership = canOnEntity(actor, "manageMembers", access.partnership);
  switch (action) {
    case "ask":
      return access.status === null && forGroup && canOnEntity(actor, "view", access.partnership);
    case "approve":
    case "decline":
      return access.status === "pending" && forPartnership;
    case "end":
      return access.status !== null && (forGroup || forPartnership);
  }
}
