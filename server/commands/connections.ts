import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { connections } from "../db/schema";
import { AppError } from "../errors";
import { recordEvent } from "../events/record";
import type { MemberActor } from "../policies/actor";
import { canOnConnection } from "../policies/connection";
import { findConnection, findConnectionBetween, type StoredConnection } from "../queries/connections";

const changedMeanwhile = () =>
  new AppError("conflict", "This connection changed in the meantime. Please refresh and try again.");

type ConnectionEventType =
  | "connection.requested"
  | "connection.accepted"
  | "connection.declined"
  | "connection.removed";

async function record(tx: Executor, type: ConnectionEventType, actor: MemberActor, row: StoredConnection) {
  await recordEvent(tx, {
    type,
    actorId: actor.id,
    subject: { type: "connection", id: row.id },
    payload: { requesterId: row.requesterId, addresseeId: row.addresseeId },
  });
}

async function accept(tx: Executor, actor: MemberActor, row: StoredConnection): Promise<StoredConnection> {
  const [updated] = await tx
    .update(connections)
    .set({ status: "accepted", respondedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(connections.id, row.id),
        eq(connections.status, "pending"),
        eq(connections.addresseeId, actor.id),
      ),
    )
    .returning();
  if (!updated) throw changedMeanwhile();
  const stored = { ...row, status: "accepted" as const, respondedAt: updated.respondedAt };
  await record(tx, "connection.accepted", actor, stored);
  return stored;
}

export type RequestOutcome = "requested" | "accepted";

/**
 * Asks `userId` to connect (decisions.md, "Connections"). When they have already asked, theirs is
 * accepted instead; a declined row is turned round into the new request. Two members asking each
 * other at the same moment meet at the unique pair index: the second insert finds the first
 * request and accepts it, so the pair ends with one accepted row and neither gets an error.
 * Transaction: one; locks the pair's row (FOR UPDATE) if any; else the unique pair index settles races.
 */
export async function requestConnection(
  db: Database,
  actor: MemberActor,
  userId: string,
): Promise<{ connection: StoredConnection; outcome: RequestOutcome }> {
  return db.transaction(async (tx) => {
    const existing = await findConnectionBetween(tx, actor.id, userId, true);
    if (!existing) {
      const [inserted] = await tx
        .insert(connections)
        .values({ requesterId: actor.id, addresseeId: userId, status: "pending" })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        const stored: StoredConnection = {
          id: inserted.id,
          requesterId: inserted.requesterId,
          addresseeId: inserted.addresseeId,
          status: "pending",
          respondedAt: null,
          createdAt: inserted.createdAt,
        };
        await record(tx, "connection.requested", actor, stored);
        return { connection: stored, outcome: "requested" };
      }
    }
    // Someone's row is there (found, or committed by a concurrent request a moment ago).
    const row = existing ?? (await findConnectionBetween(tx, actor.id, userId, true));
    if (!row) throw changedMeanwhile();
    const access = { kind: "connection" as const, userId, row, now: new Date() };
    if (canOnConnection(actor, "accept", access)) {
      return { connection: await accept(tx, actor, row), outcome: "accepted" };
    }
    if (!canOnConnection(actor, "request", access)) throw refusal(row, actor);
    const now = new Date();
    const [renewed] = await tx
      .update(connections)
      .set({
        requesterId: actor.id,
        addresseeId: userId,
        status: "pending",
        respondedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .where(and(eq(connections.id, row.id), eq(connections.status, "declined")))
      .returning();
    if (!renewed) throw changedMeanwhile();
    const stored: StoredConnection = {
      id: renewed.id,
      requesterId: actor.id,
      addresseeId: userId,
      status: "pending",
      respondedAt: null,
      createdAt: renewed.createdAt,
    };
    await record(tx, "connection.requested", actor, stored);
    return { connection: stored, outcome: "requested" };
  });
}

/**
 * Why a request cannot be made, in words the member can act on.
 * Transaction: none; pure (no database access), locks nothing.
 */
export function refusal(row: StoredConnection, actor: MemberActor): AppError {
  if (row.status === "accepted") return new AppError("conflict", "You are already connected.");
  if (row.status === "pending" && row.requesterId === actor.id) {
    return new AppError("conflict", "You have already sent a connection request.");
  }
  return new AppError("forbidden", "You cannot send another connection request to this member yet.");
}

/**
 * The addressee accepts a pending request.
 * Transaction: one; locks the connection row (FOR UPDATE).
 */
export async function acceptConnection(
  db: Database,
  actor: MemberActor,
  id: string,
): Promise<StoredConnection> {
  return db.transaction(async (tx) => {
    const row = await findConnection(tx, id, true);
    if (!row) throw changedMeanwhile();
    return accept(tx, actor, row);
  });
}

/**
 * The addressee declines a pending request; the requester is not told (no notification).
 * Transaction: one; no explicit locks (the UPDATE conditional on status 'pending' settles races).
 */
export async function declineConnection(
  db: Database,
  actor: MemberActor,
  id: string,
): Promise<StoredConnection> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(connections)
      .set({ status: "declined", respondedAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(connections.id, id), eq(connections.status, "pending"), eq(connections.addresseeId, actor.id)),
      )
      .returning();
    if (!updated) throw changedMeanwhile();
    const stored: StoredConnection = {
      id: updated.id,
      requesterId: updated.requesterId,
      addresseeId: updated.addresseeId,
      status: "declined",
      respondedAt: updated.respondedAt,
      createdAt: updated.createdAt,
    };
    await record(tx, "connection.declined", actor, stored);
    return stored;
  });
}

/**
 * Deletes the row: the requester withdrawing a pending request, or either side ending a
 * connection. Afterwards either may ask again at once.
 * Transaction: one; no explicit locks (the DELETE conditional on the status seen settles races).
 */
export async function removeConnection(
  db: Database,
  actor: MemberActor,
  row: StoredConnection,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(connections)
      .where(and(eq(connections.id, row.id), eq(connections.status, row.status)))
      .returning({ id: connections.id });
    if (!deleted) throw changedMeanwhile();
    await record(tx, "connection.removed", actor, row);
  });
}
