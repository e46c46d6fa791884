import type { Executor } from "../../db/client";
import { createConnection } from "../connection-factories";
import { createMember, type MemberFixture } from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";

/**
 * Connections for the access sweep: for each signed-in actor, a request to accept, one to
 * decline, one they sent (to cancel) and a connection (to remove), plus a request between two
 * others that nobody of the sweep is part of, and a member everyone asks.
 */
export interface PeopleWorld {
  connectTarget: MemberFixture;
  toAccept: Record<Acting, string>;
  toDecline: Record<Acting, string>;
  toCancel: Record<Acting, string>;
  toRemove: Record<Acting, string>;
  othersRequest: string;
}

export async function buildPeopleWorld(
  db: Executor,
  members: Record<Acting, MemberFixture>,
): Promise<PeopleWorld> {
  const make = (firstName: string) => createMember(db, { firstName, lastName: "Connections" });
  const [connectTarget, asker, decliner, askedOne, friend, other] = [
    await make("Target"),
    await make("Asker"),
    await make("Suitor"),
    await make("Asked"),
    await make("Friend"),
    await make("Other"),
  ];
  const each = async (fn: (member: MemberFixture) => Promise<string>) => {
    const result = {} as Record<Acting, string>;
    for (const [who, member] of Object.entries(members) as [Acting, MemberFixture][])
      result[who] = await fn(member);
    return result;
  };
  return {
    connectTarget,
    toAccept: await each((member) => createConnection(db, asker, member)),
    toDecline: await each((member) => createConnection(db, decliner, member)),
    toCancel: await each((member) => createConnection(db, member, askedOne)),
    toRemove: await each((member) => createConnection(db, member, friend, "accepted")),
    othersRequest: await createConnection(db, asker, other),
  };
}
