import type { ConnectionStatus } from "../../shared/enums";
import { CONNECTION_REREQUEST_DAYS } from "../../shared/limits";
import type { Actor } from "./actor";

export const CONNECTION_ACTIONS = ["request", "accept", "decline", "cancel", "remove"] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored connection between two members, whichever asked. */
export interface ConnectionRow {
  requesterId: string;
  addresseeId: string;
  status: ConnectionStatus;
  respondedAt: Date | null;
}

/**
 * The actor's relation to one other member: the row between them (null when there is none) and
 * the time the rule of the 30 days is measured at.
 */
export interface ConnectionAccess {
  kind: "connection";
  /** The other member. */
  userId: string;
  row: ConnectionRow | null;
  now: Date;
}

/** When the member who was declined may ask again (decisions.md, "Connections"). */
export function requestableAgainAt(row: ConnectionRow): Date {
  return new Date((row.respondedAt?.getTime() ?? 0) + CONNECTION_REREQUEST_DAYS * DAY_MS);
}

/**
 * Connections (decisions.md, "Connections"). A member asks another (never themself); the
 * addressee accepts or declines; the requester cancels a pending request; either side removes an
 * accepted connection. After a decline the decliner may ask at any time, the declined member only
 * once 30 days have passed. When the other member has already asked, the answer is to accept
 * theirs, so `request` is false then and `accept` true.
 */
export function canOnConnection(actor: Actor, action: ConnectionAction, access: ConnectionAccess): boolean {
  if (actor.kind === "visitor") return false;
  if (actor.id === access.userId) return false;
  const { row } = access;
  const iAsked = row?.requesterId === actor.id;
  const theyAsked = row?.addresseeId === actor.id;
  switch (action) {
    case "request":
      if (!row) return true;
      if (row.status !== "declined") return false;
      return theyAsked || access.now >= requestableAgainAt(row);
    case "accept":
    case "decline":
      return row?.status === "pending" && theyAsked;
    case "cancel":
      return row?.status === "pending" && iAsked;
    case "remove":
      return row?.status === "accepted" && (iAsked || theyAsked);
  }
}
