import type { Executor } from "../db/client";
import { eventRegistrations, shiftAssignments, shiftWaitlist } from "../db/schema";
import { createRegistration, type EntityFixture, type MemberFixture } from "../test/factories";

/**
 * Volunteers on the demo's shifts, as registrations through the dialog would leave them: some
 * shifts filling up, one full with a member waiting, the demo member on the planting crew.
 */
export async function volunteerRoster(
  tx: Executor,
  byName: Map<string, EntityFixture>,
  shiftIds: Map<string, string>,
  person: (index: number) => MemberFixture,
) {
  const roster: [event: string, shift: string, volunteers: number[], waiting: number[]][] = [
    ["Saturday Food Sort", "Early sort", [1, 2, 5, 7, 9, 11, 13, 15], [17]],
    ["Saturday Food Sort", "Shelving", [0, 3, 6], []],
    ["Street Tree Planting", "Planting crew", [0, 4, 8, 10, 12], []],
    ["Youth Soccer Tournament", "Concession stand", [14, 16, 18, 20], []],
    ["Youth Soccer Tournament", "Referees, morning", [19, 21], []],
    ["Warming Center", "Front desk", [5, 9, 22], []],
    ["Warming Center", "Meals and cots", [2, 6, 11, 24, 27, 33], []],
  ];
  const registered = new Set<string>();
  for (const [eventName, shiftName, volunteers, waiting] of roster) {
    const event = byName.get(eventName);
    const shiftId = shiftIds.get(`${eventName}/${shiftName}`);
    if (!event || !shiftId) continue;
    for (const index of [...volunteers, ...waiting]) {
      const member = person(index);
      const key = `${event.id}/${member.id}`;
      if (!registered.has(key)) {
        registered.add(key);
        await tx
          .insert(eventRegistrations)
          .values({ eventId: event.id, userId: member.id, registrationType: "volunteer" })
          .onConflictDoNothing();
      }
    }
    if (volunteers.length > 0) {
      await tx
        .insert(shiftAssignments)
        .values(volunteers.map((index) => ({ shiftId, userId: person(index).id })));
    }
    if (waiting.length > 0) {
      await tx.insert(shiftWaitlist).values(waiting.map((index) => ({ shiftId, userId: person(index).id })));
    }
  }
}

/** The demo member's own registrations, as the dialog would make them. */
export async function registrations(tx: Executor, byName: Map<string, EntityFixture>, member: MemberFixture) {
  const plan: [string, "attendee" | "volunteer" | "employee"][] = [
    ["Saturday Food Sort", "volunteer"],
    ["Chamber Networking Breakfast", "attendee"],
    ["River Clean-up", "volunteer"],
    ["Street Tree Planting", "volunteer"],
  ];
  for (const [name, type] of plan) {
    const event = byName.get(name);
    if (event) await createRegistration(tx, event, member, type);
  }
}
