import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { PEOPLE_PAGE_SIZE } from "../../../shared/limits";
import {
  connectionIdParamSchema,
  connectionListQuerySchema,
  createConnectionSchema,
} from "../../../shared/schemas/connections";
import { userIdParamSchema } from "../../../shared/schemas/ids";
import {
  acceptConnection,
  declineConnection,
  refusal,
  removeConnection,
  requestConnection,
} from "../../commands/connections";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, type ConnectionAccess, can } from "../../policies";
import type { MemberActor } from "../../policies/actor";
import {
  presentConnectionChange,
  presentConnectionPage,
  presentConnectionState,
} from "../../presenters/connection";
import { findConnection, findConnectionBetween, listConnections, otherSide } from "../../queries/connections";

/** The member must exist (with a profile) to be asked or looked at. */
async function requireMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) throw notFound("This member does not exist.");
}

/** A connection the actor is part of; anyone else's is "not found" (who asks whom is private). */
async function loadOwnConnection(db: Executor, actor: MemberActor, id: string) {
  const row = await findConnection(db, id);
  if (!row || (row.requesterId !== actor.id && row.addresseeId !== actor.id)) {
    throw notFound("This connection does not exist.");
  }
  const access: ConnectionAccess = {
    kind: "connection",
    userId: otherSide(row, actor.id),
    row,
    now: new Date(),
  };
  return { row, access };
}

/**
 * Connections between members (decisions.md, "Connections"; spec §2 `/connections`): ask, accept,
 * decline, cancel, remove, and the three lists. Writes are commands recording connection events;
 * the notifications follow from those (events/handlers/connection-notifications.ts).
 */
export const connectionRoutes = new Hono<AppEnv>()
  .get("/", requireSession, validate("query", connectionListQuerySchema), async (c) => {
    const { direction, cursor } = c.req.valid("query");
    const page = await listConnections(c.var.deps.db, c.var.member.id, direction, cursor, PEOPLE_PAGE_SIZE);
    return c.json(presentConnectionPage(c.var.actor, page.rows, page.nextCursor));
  })
  .get("/with/:userId", requireSession, validate("param", userIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid("param");
    await requireMember(db, userId);
    const row = await findConnectionBetween(db, c.var.member.id, userId);
    return c.json({
      connection: presentConnectionState(c.var.actor, { kind: "connection", userId, row, now: new Date() }),
    });
  })
  .post("/", requireSession, validate("json", createConnectionSchema), async (c) => {
    const { db } = c.var.deps;
    const { userId } = c.req.valid("json");
    await requireMember(db, userId);
    const row = await findConnectionBetween(db, c.var.member.id, userId);
    const access: ConnectionAccess = { kind: "connection", userId, row, now: new Date() };
    // They asked first: asking back is accepting theirs.
    const theyAsked = row?.status === "pending" && row.addresseeId === c.var.member.id;
    // Already asked or connected: a 409 that says so, rather than a bare refusal.
    if (row && !theyAsked && !can(c.var.actor, "request", access)) throw refusal(row, c.var.member);
    authorize(
      c.var.actor,
      theyAsked ? "accept" : "request",
      access,
      userId === c.var.member.id
        ? "You cannot connect with yourself."
        : "You cannot send a connection request to this member now.",
    );
    // Accepting their request is no spam to anyone: only a new request counts.
    if (!theyAsked) await enforceMemberLimit(c, "connectionRequest");
    const { connection, outcome } = await requestConnection(db, c.var.actor, userId);
    return c.json(
      presentConnectionChange(c.var.actor, connection, userId, outcome),
      outcome === "requested" ? 201 : 200,
    );
  })
  .post("/:id/accept", requireSession, validate("param", connectionIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { row, access } = await loadOwnConnection(db, c.var.member, c.req.valid("param").id);
    authorize(c.var.actor, "accept", access, "Only the member who was asked can accept this request.");
    const accepted = await acceptConnection(db, c.var.actor, row.id);
    return c.json(presentConnectionChange(c.var.actor, accepted, access.userId));
  })
  .post("/:id/decline", requireSession, validate("param", connectionIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { row, access } = await loadOwnConnection(db, c.var.member, c.req.valid("param").id);
    authorize(c.var.actor, "decline", access, "Only the member who was asked can decline this request.");
    const declined = await declineConnection(db, c.var.actor, row.id);
    return c.json(presentConnectionChange(c.var.actor, declined, access.userId));
  })
  .delete("/:id", requireSession, validate("param", connectionIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { row, access } = await loadOwnConnection(db, c.var.member, c.req.valid("param").id);
    authorize(
      c.var.actor,
      row.status === "pending" ? "cancel" : "remove",
      access,
      row.status === "pending"
        ? "Only the member who sent this request can cancel it."
        : "This connection cannot be removed.",
    );
    await removeConnection(db, c.var.actor, row);
    return c.json({
      connection: presentConnectionState(c.var.actor, { ...access, row: null }),
    });
  });
