import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { domainEvents, jobs } from "../db/schema";
import type { JobDefinition } from "../jobs/worker";
import type { EventHandler, StoredEvent } from "./types";

const BATCH_SIZE = 100;

/** The job kind that runs a handler for one event. */
export function eventJobKind(handlerName: string): string {
  return `event.${handlerName}`;
}

/**
 * Turns new events into durable jobs, one per subscribed handler. Any number of servers may run
 * it at once: each locks the events it takes (SKIP LOCKED), and the job's dedupe key
 * (`event:{id}:{handler}`) makes a second job for the same pair impossible anyway.
 * Returns how many events it dispatched.
 */
export async function dispatchEvents(db: Database, handlers: readonly EventHandler[]): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: domainEvents.id, type: domainEvents.type })
      .from(domainEvents)
      .where(isNull(domainEvents.dispatchedAt))
      .orderBy(asc(domainEvents.id))
      .limit(BATCH_SIZE)
      .for("update", { skipLocked: true });
    if (!pending.length) return 0;
    const work = pending.flatMap((event) =>
      handlers
        .filter((handler) => (handler.events as readonly string[]).includes(event.type))
        .map((handler) => ({
          kind: eventJobKind(handler.name),
          payload: { eventId: event.id },
          dedupeKey: `event:${event.id}:${handler.name}`,
        })),
    );
    if (work.length) await tx.insert(jobs).values(work).onConflictDoNothing();
    await tx
      .update(domainEvents)
      .set({ dispatchedAt: sql`now()` })
      .where(
        inArray(
          domainEvents.id,
          pending.map((event) => event.id),
        ),
      );
    return pending.length;
  });
}

/** The job definitions that run each handler, in the job's own transaction (exactly once). */
export function eventJobDefinitions(handlers: readonly EventHandler[]): Record<string, JobDefinition> {
  return Object.fromEntries(
    handlers.map((handler) => [
      eventJobKind(handler.name),
      {
        transactional: true,
        async run(job, tx) {
          const [row] = await tx
            .select()
            .from(domainEvents)
            .where(eq(domainEvents.id, Number(job.payload.eventId)));
          if (!row) return;
          const event = {
            id: row.id,
            type: row.type,
            actorId: row.actorId,
            subject: { type: row.subjectType, id: row.subjectId },
            payload: row.payload,
            createdAt: row.createdAt,
          } as StoredEvent;
          await handler.run(event, tx);
        },
      } satisfies JobDefinition,
    ]),
  );
}
