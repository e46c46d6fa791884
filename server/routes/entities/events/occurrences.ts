import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { LIST_PAGE_SIZE } from "../../../../shared/limits";
import { takePage } from "../../../../shared/schemas/cursor";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { occurrencesQuerySchema } from "../../../../shared/schemas/lists";
import { setEventCancelled } from "../../../commands/events/cancel-event";
import type { AppEnv } from "../../../context";
import { events } from "../../../db/schema";
import { requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import { presentCancellation, presentOccurrencesPage } from "../../../presenters/entity";
import { listOccurrenceRows } from "../../../queries/entity-lists";
import { loadEntity } from "../load";

const eventRef = (id: number) => ({ type: "event" as const, id });

/**
 * The dates of a recurring event and cancelling one date, or a one-off event (decisions.md,
 * "Recurring events"): each occurrence is an event of its own, so its page, registrations and
 * shifts are the event's.
 */
export const eventOccurrenceRoutes = new Hono<AppEnv>()
  .get(
    "/:id/occurrences",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("query", occurrencesQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { actor } = c.var;
      const { id } = c.req.valid("param");
      authorize(actor, "view", await loadEntity(db, actor, eventRef(id)));
      const [event] = await db
        .select({ seriesId: events.seriesId })
        .from(events)
        .where(eq(events.eventId, id));
      if (!event?.seriesId) return c.json(presentOccurrencesPage([], null));
      const rows = await listOccurrenceRows(
        db,
        actor,
        event.seriesId,
        c.req.valid("query").cursor,
        LIST_PAGE_SIZE + 1,
      );
      // A date without a start has no place in the keyset: the list ends there.
      const { page, next } = takePage(rows, LIST_PAGE_SIZE, (last) => [last.startKey, last.eventId]);
      return c.json(presentOccurrencesPage(page, next?.[0] ? next : null));
    },
  )
  .post("/:id/cancellation", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    authorize(c.var.actor, "update", await loadEntity(db, c.var.actor, eventRef(id)));
    const cancelledAt = await setEventCancelled(db, c.var.member, id, true);
    return c.json(presentCancellation(id, cancelledAt));
  })
  .delete("/:id/cancellation", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    authorize(c.var.actor, "update", await loadEntity(db, c.var.actor, eventRef(id)));
    const cancelledAt = await setEventCancelled(db, c.var.member, id, false);
    return c.json(presentCancellation(id, cancelledAt));
  });
