import { type Actor, type ConnectionAccess, permissions } from "../policies";
import { type ConnectionRow, requestableAgainAt } from "../policies/connection";
import type { StoredConnection } from "../queries/connections";
import { presentMemberSummary } from "./member";
import type { ProfileRow } from "./profile";

/**
 * Where the viewer stands with another member: `none` (they may ask), `outgoing` (the viewer
 * asked), `incoming` (the other asked), `connected`, or `declined` (the viewer asked and was
 * declined; `requestableAt` says when they may ask again). The decliner sees `none`.
 */
export type ConnectionState = "none" | "outgoing" | "incoming" | "connected" | "declined";

function stateOf(viewerId: string | null, row: ConnectionRow | null, now: Date): ConnectionState {
  if (!row || !viewerId) return "none";
  const iAsked = row.requesterId === viewerId;
  switch (row.status) {
    case "accepted":
      return "connected";
    case "pending":
      return iAsked ? "outgoing" : "incoming";
    case "declined":
      return iAsked && now < requestableAgainAt(row) ? "declined" : "none";
  }
}

/** The viewer's relation to one member with what they may do about it (the ConnectButton's data). */
export function presentConnectionState(
  actor: Actor,
  access: ConnectionAccess & { row: (ConnectionRow & { id: string }) | null },
) {
  const viewerId = actor.kind === "member" ? actor.id : null;
  const state = stateOf(viewerId, access.row, access.now);
  return {
    userId: access.userId,
    // A declined request's id stays with the server: neither side acts on it by id.
    connectionId: state === "none" || state === "declined" ? null : (access.row?.id ?? null),
    status: state,
    requestableAt: state === "declined" && access.row ? requestableAgainAt(access.row).toISOString() : null,
    can: permissions(actor, access),
  };
}

type MemberSummaryFields = Pick<ProfileRow, "userId" | "firstName" | "lastName" | "avatarUrl">;

/** One entry of /connections: the other member (no e-mail), the request's dates and the actions. */
export function presentConnection(
  actor: Actor,
  row: StoredConnection,
  other: MemberSummaryFields,
  now: Date,
) {
  const viewerId = actor.kind === "member" ? actor.id : null;
  const access: ConnectionAccess = { kind: "connection", userId: other.userId, row, now };
  return {
    id: row.id,
    status: stateOf(viewerId, row, now),
    member: presentMemberSummary(other),
    requestedAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    can: permissions(actor, access),
  };
}

/** A page of connections with the next page's cursor. */
export function presentConnectionPage(
  actor: Actor,
  rows: { connection: StoredConnection; other: MemberSummaryFields }[],
  nextCursor: string | null,
  now = new Date(),
) {
  return {
    connections: rows.map(({ connection, other }) => presentConnection(actor, connection, other, now)),
    nextCursor,
  };
}

/** The answer to a request, accept or decline: the connection and where the viewer now stands. */
export function presentConnectionChange(
  actor: Actor,
  row: StoredConnection,
  otherId: string,
  outcome?: string,
) {
  const access = { kind: "connection" as const, userId: otherId, row, now: new Date() };
  return { outcome: outcome ?? row.status, connection: presentConnectionState(actor, access) };
}
