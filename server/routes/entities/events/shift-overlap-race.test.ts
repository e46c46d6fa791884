import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftAssignments } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../test/app";
import { createEvent, createMember, createShift } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A host adds a place to a full shift while the volunteer waiting for it takes another shift at
 * the same time: whichever comes first, the volunteer never ends up holding both. (updateShift
 * locked only its shift, so its promotion could not see a take on the other shift that had not
 * committed: both went through on PostgreSQL.)
 */
describe("a place added to a shift while its waiting volunteer takes an overlapping one", () => {
  it("never gives the volunteer two shifts at the same time", async () => {
    const host = await createMember(t.deps.db, { firstName: "Hana", lastName: "Host" });
    for (let round = 0; round < 8; round += 1) {
      const start = new Date(Date.now() + 7 * DAY + round * HOUR);
      const event = await createEvent(t.deps.db, {
        host,
        startDate: start,
        registrationSettings: {
          attendees: { enabled: true },
          volunteers: { enabled: true, passcode: null, capacity: null },
          employees: { enabled: false },
        },
      });
      const end = new Date(start.getTime() + 2 * HOUR);
      const full = await createShift(t.deps.db, event, { name: "Sorting", start, end, volunteersNeeded: 1 });
      const other = await createShift(t.deps.db, event, { name: "Packing", start, end, volunteersNeeded: 5 });
      const first = await createMember(t.deps.db, { firstName: "Ada", lastName: `Round${round}` });
      const waiting = await createMember(t.deps.db, { firstName: "Vic", lastName: `Round${round}` });
      const path = `/api/events/${event.id}`;
      expect(
        (
          await t
            .as(first)
            .send(`${path}/registrations`, { registrationType: "volunteer", shiftIds: [full.shiftId] })
        ).status,
      ).toBe(201);
      const registered = await t
        .as(waiting)
        .send(`${path}/registrations`, { registrationType: "volunteer", waitlistShiftIds: [full.shiftId] });
      expect(registered.status).toBe(201);

      const [raised, taken] = await Promise.all([
        t.as(host).send(`${path}/shifts/${full.shiftId}`, { volunteersNeeded: 2 }, "PATCH"),
        t.as(waiting).send(`${path}/shifts/${other.shiftId}/assignment`, {}),
      ]);
      expect(raised.status).toBe(200);
      expect([200, 201, 409]).toContain(taken.status);
      const held = await t.deps.db
        .select({ shiftId: shiftAssignments.shiftId })
        .from(shiftAssignments)
        .where(
          and(
            eq(shiftAssignments.userId, waiting.id),
            inArray(shiftAssignments.shiftId, [full.shiftId, other.shiftId]),
          ),
        );
      expect(held, `round ${round}`).toHaveLength(1);
    }
  });
});
