import type { MembershipRole } from "../../../shared/enums";
import type { Executor } from "../../db/client";
import { eventSubgroupMembers, eventSubgroups } from "../../db/schema";
import {
  addMember,
  createEvent,
  createRegistration,
  type EntityFixture,
  type MemberFixture,
} from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";
type PerActor<T> = Record<Acting, T>;

const ROLES: Partial<Record<Acting, MembershipRole>> = {
  member: "member",
  moderator: "moderator",
  admin: "admin",
  owner: "owner",
};

/**
 * Subgroups for the access sweep's rows (decisions.md, "Event subgroups"): a private event whose
 * role holders are registered, with a subgroup to read, edit and join, one every role holder is
 * in (to leave), one per actor to delete and one per actor holding the bystander (to remove them
 * from); a second private event nobody is registered for; a subgroup of a third event, which the
 * first event's paths must not reach.
 */
export interface EventSubgroupWorld {
  event: EntityFixture;
  subgroup: number;
  /** Every role holder is in it. */
  leaveSubgroup: number;
  doomedSubgroups: PerActor<number>;
  /** The bystander is in each. */
  removeSubgroups: PerActor<number>;
  /** Its role holders are not registered. */
  unregisteredEvent: EntityFixture;
  unregisteredSubgroup: number;
  /** A subgroup of another event. */
  foreignSubgroup: number;
}

export async function buildEventSubgroupWorld(
  db: Executor,
  members: PerActor<MemberFixture>,
  bystander: MemberFixture,
): Promise<EventSubgroupWorld> {
  const actors = Object.keys(members) as Acting[];
  const roleHolders = actors.filter((who) => ROLES[who]);
  const privateEvent = async (name: string) => {
    const event = await createEvent(db, { name, visibility: "private" });
    for (const who of roleHolders) await addMember(db, event, members[who], ROLES[who] as MembershipRole);
    return event;
  };
  const subgroup = async (event: EntityFixture, name: string, people: MemberFixture[] = []) => {
    const [row] = await db
      .insert(eventSubgroups)
      .values({ eventId: event.id, name, description: "A team for the sweep." })
      .returning({ id: eventSubgroups.subgroupId });
    if (!row) throw new Error("subgroup was not created");
    if (people.length > 0) {
      await db
        .insert(eventSubgroupMembers)
        .values(people.map((person) => ({ subgroupId: row.id, userId: person.id })));
    }
    return row.id;
  };

  const event = await privateEvent("Sweep Subgroup Event");
  await createRegistration(db, event, bystander, "volunteer");
  for (const who of roleHolders) await createRegistration(db, event, members[who], "volunteer");
  const doomedSubgroups: Partial<PerActor<number>> = {};
  const removeSubgroups: Partial<PerActor<number>> = {};
  for (const who of actors) {
    doomedSubgroups[who] = await subgroup(event, `Doomed ${who}`);
    removeSubgroups[who] = await subgroup(event, `Remove from ${who}`, [bystander]);
  }
  const unregisteredEvent = await privateEvent("Sweep Unregistered Event");
  const otherEvent = await createEvent(db, { name: "Sweep Other Event", visibility: "private" });
  return {
    event,
    subgroup: await subgroup(event, "Sweep Team", [bystander]),
    leaveSubgroup: await subgroup(
      event,
      "Sweep Leavers",
      roleHolders.map((who) => members[who]),
    ),
    doomedSubgroups: doomedSubgroups as PerActor<number>,
    removeSubgroups: removeSubgroups as PerActor<number>,
    unregisteredEvent,
    unregisteredSubgroup: await subgroup(unregisteredEvent, "Sweep Unregistered Team"),
    foreignSubgroup: await subgroup(otherEvent, "Sweep Foreign Team"),
  };
}
