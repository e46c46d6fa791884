import type { Executor } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { lockEvent } from "../../queries/shifts";

export const EVENT_CANCELLED_MESSAGE = "This event has been cancelled.";
export const EVENT_ENDED_MESSAGE = "This event has already ended.";

/**
 * The event's row, locked (registrations, shifts and waitlists of one event take their turn):
 * 404 when it does not exist, 409 when the host cancelled it or it has ended (at its end, or at
 * its start when it has no end; an undated event never ends), as a shift that ended is refused.
 * Transaction: the caller's open one; locks the event row (FOR UPDATE) until it ends.
 */
export async function lockOpenEvent(tx: Executor, eventId: number, now = new Date()) {
  const event = await lockEvent(tx, eventId);
  if (!event) throw notFound("This event does not exist.");
  if (event.cancelledAt) throw new AppError("conflict", EVENT_CANCELLED_MESSAGE);
  const end = event.endDate ?? event.startDate;
  if (end && end <= now) throw new AppError("conflict", EVENT_ENDED_MESSAGE);
  return event;
}
