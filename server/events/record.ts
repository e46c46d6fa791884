import type { Executor } from "../db/client";
import { domainEvents } from "../db/schema";
import type { DomainEvent } from "./types";

/**
 * Records what happened. Pass the transaction of the change itself: the event exists exactly
 * when the change was committed, and the dispatcher turns it into one job per subscribed handler.
 */
export async function recordEvent(executor: Executor, event: DomainEvent): Promise<number> {
  const [row] = await executor
    .insert(domainEvents)
    .values({
      type: event.type,
      actorId: event.actorId,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      payload: event.payload,
    })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error(`event ${event.type} was not recorded`);
  return row.id;
}
