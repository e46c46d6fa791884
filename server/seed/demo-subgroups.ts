import type { Executor } from "../db/client";
import { eventSubgroupMembers, eventSubgroups } from "../db/schema";
import type { EntityFixture, MemberFixture } from "../test/factories";

interface DemoSubgroup {
  event: string;
  name: string;
  description: string;
  /** Demo people (by index) in it: each is registered for the event (demo.ts). */
  members: number[];
}

/** Teams inside the demo's food sort, hosted by the demo member, so their page has some to run. */
export const DEMO_SUBGROUPS: DemoSubgroup[] = [
  {
    event: "Saturday Food Sort",
    name: "Produce team",
    description: "Fresh fruit and vegetables first: check, weigh and crate them before anything else.",
    members: [1, 2, 5, 7],
  },
  {
    event: "Saturday Food Sort",
    name: "Tins and dry goods",
    description:
      "Check the dates, sort by kind and shelve by aisle. Anything past its date goes in the red crate.",
    members: [0, 3, 9, 11],
  },
];

/** The demo's event subgroups and their members, after the registrations they rely on. */
export async function seedDemoSubgroups(
  tx: Executor,
  byName: Map<string, EntityFixture>,
  person: (index: number) => MemberFixture,
) {
  for (const subgroup of DEMO_SUBGROUPS) {
    const event = byName.get(subgroup.event);
    if (!event) throw new Error(`no demo event ${subgroup.event}`);
    const [row] = await tx
      .insert(eventSubgroups)
      .values({
        eventId: event.id,
        name: subgroup.name,
        description: subgroup.description,
        createdBy: person(0).id,
      })
      .returning({ id: eventSubgroups.subgroupId });
    if (!row) throw new Error("demo subgroup was not created");
    await tx
      .insert(eventSubgroupMembers)
      .values(subgroup.members.map((index) => ({ subgroupId: row.id, userId: person(index).id })));
  }
}
