import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { eventWaitlistSchema, registerSchema } from "../../../../shared/schemas/events";
import { entityIdParamSchema } from "../../../../shared/schemas/ids";
import { joinEventWaitlist, leaveEventWaitlist } from "../../../commands/events/event-waitlist";
import { isWrongCode } from "../../../commands/events/registration-checks";
import { cancelRegistration, registerForEvent } from "../../../commands/events/registrations";
import type { AppEnv } from "../../../context";
import { events } from "../../../db/schema";
import { clientIp } from "../../../lib/client-ip";
import { enforceLimit } from "../../../limits/refuse";
import { waitInWords } from "../../../limits/wait-in-words";
import { findEventRole } from "../../../loaders/entity-access";
import { type MemberEnv, requireSession } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize } from "../../../policies";
import {
  presentOwnRegistration,
  presentRegistrationResult,
  presentStanding,
} from "../../../presenters/shifts";
import { listMemberCommunities } from "../../../queries/member-communities";
import { findEventWaitlistEntry, findRegistration } from "../../../queries/shifts";
import { loadEntity } from "../load";

/** The organisations the dialog offers to register on behalf of: the member's first, by name. */
const ON_BEHALF_CHOICES = 50;

const eventRef = (id: number) => ({ type: "event" as const, id });

/**
 * Runs a step that checks the event's registration code, throttled by wrong codes (issue 26):
 * after a few wrong ones from this member at this event, or many from their address, the next
 * try waits, growing with each failure, with a 429 that says how long.
 */
async function throttlingCodes<T>(c: Context<AppEnv & MemberEnv>, eventId: number, step: () => Promise<T>) {
  const { limits, config } = c.var.deps;
  const address = clientIp(c, config);
  const wait = await limits.registrationCodeWait(c.var.member.id, eventId, address);
  enforceLimit(
    c,
    wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true },
    `Too many wrong registration codes. Please wait ${waitInWords(wait)} before trying again.`,
  );
  try {
    return await step();
  } catch (error) {
    if (isWrongCode(error)) await limits.registrationCodeFailed(c.var.member.id, eventId, address);
    throw error;
  }
}

/**
 * The member's registration for an event (spec §2 "Event registration dialog", §5, §7
 * register_event_participant and assign_shift_to_user as one call): what they hold and may
 * register on behalf of, registering with their shifts, cancelling, and the event's waitlist
 * when a registration type is full.
 */
export const eventRegistrationRoutes = new Hono<AppEnv>()
  .get("/:id/registration", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "register", await loadEntity(db, member, eventRef(id)));
    const [registration, waitlist, groups, partnerships, [event]] = await Promise.all([
      findRegistration(db, id, member.id),
      findEventWaitlistEntry(db, id, member.id),
      listMemberCommunities(db, "group", member.id, ON_BEHALF_CHOICES),
      listMemberCommunities(db, "partnership", member.id, ON_BEHALF_CHOICES),
      db.select({ cutoff: events.shiftCancelCutoffHours }).from(events).where(eq(events.eventId, id)),
    ]);
    return c.json(
      presentOwnRegistration(
        registration,
        waitlist,
        { groups: groups.items, partnerships: partnerships.items },
        event?.cutoff ?? 24,
      ),
    );
  })
  .post(
    "/:id/registrations",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", registerSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id } = c.req.valid("param");
      authorize(member, "register", await loadEntity(db, member, eventRef(id)));
      const role = await findEventRole(db, member.id, id);
      const result = await throttlingCodes(c, id, () =>
        registerForEvent(db, member.id, id, role, c.req.valid("json")),
      );
      return c.json(presentRegistrationResult(result), 201);
    },
  )
  .delete("/:id/registration", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "withdraw", await loadEntity(db, member, eventRef(id)));
    await cancelRegistration(db, member.id, id);
    return c.body(null, 204);
  })
  .post(
    "/:id/waitlist",
    requireSession,
    validate("param", entityIdParamSchema),
    validate("json", eventWaitlistSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { member } = c.var;
      const { id } = c.req.valid("param");
      authorize(member, "register", await loadEntity(db, member, eventRef(id)));
      await throttlingCodes(c, id, () => joinEventWaitlist(db, member.id, id, c.req.valid("json")));
      return c.json(presentStanding("waiting"), 201);
    },
  )
  .delete("/:id/waitlist", requireSession, validate("param", entityIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { member } = c.var;
    const { id } = c.req.valid("param");
    authorize(member, "withdraw", await loadEntity(db, member, eventRef(id)));
    await leaveEventWaitlist(db, member.id, id);
    return c.body(null, 204);
  });
