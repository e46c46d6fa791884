import type { Executor } from "../../db/client";
import { lockEvent } from "../../db/shifts";
import { AppError, notFound } from "../../errors";

export const EVENT_CANCELLED_MESSAGE = "This event has been cancelled.";

/**
 * The event's row, locked (registrations, shifts and waitlists of one event take their turn):
 * 404 when it does not exist, 409 when the host cancelled it.
 */
export async function lockOpenEvent(tx: Executor, eventId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) throw notFound("This event does not exist.");
  if (event.cancelledAt) throw new AppError("conflict", EVENT_CANCELLED_MESSAGE);
  return event;
}
