import type { Executor } from "../../db/client";
import { awards } from "../../db/schema";
import type { EntityFixture, MemberFixture } from "../factories";
import type { Who } from "./who";

type Acting = Exclude<Who, "visitor">;
type Giver = "group" | "subgroup" | "partnership" | "event";

/** Awards for the access sweep's rows (issue 30; award-rows.ts). */
export interface AwardWorld {
  /** Per giver, one award to the bystander per actor, which the actor revokes. */
  doomed: Record<Giver, Record<Acting, string>>;
  /** One award of each actor's own (from the private group), which they hide. */
  own: Record<Acting, string>;
  /** The bystander's award, which nobody else may hide. */
  bystanders: string;
}

export async function buildAwardWorld(
  db: Executor,
  members: Record<Acting, MemberFixture>,
  bystander: MemberFixture,
  givers: Record<Giver, EntityFixture>,
): Promise<AwardWorld> {
  const actors = Object.keys(members) as Acting[];
  const giverColumn = (entity: EntityFixture) =>
    entity.type === "group"
      ? { groupId: entity.id }
      : entity.type === "partnership"
        ? { partnershipId: entity.id }
        : { eventId: entity.id };
  const awardOf = async (recipientId: string, entity: EntityFixture) => {
    const [row] = await db
      .insert(awards)
      .values({ recipientId, title: "Sweep award", citation: "For sweeping.", ...giverColumn(entity) })
      .returning({ id: awards.id });
    return row?.id as string;
  };
  const perActor = async (make: (who: Acting) => Promise<string>) =>
    Object.fromEntries(await Promise.all(actors.map(async (who) => [who, await make(who)]))) as Record<
      Acting,
      string
    >;
  const doomed = Object.fromEntries(
    await Promise.all(
      (Object.keys(givers) as Giver[]).map(async (giver) => [
        giver,
        await perActor(() => awardOf(bystander.id, givers[giver])),
      ]),
    ),
  ) as AwardWorld["doomed"];
  return {
    doomed,
    own: await perActor((who) => awardOf(members[who].id, givers.group)),
    bystanders: await awardOf(bystander.id, givers.group),
  };
}
