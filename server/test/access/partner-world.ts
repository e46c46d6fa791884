import type { Executor } from "../../db/client";
import { partnershipPartners } from "../../db/schema";
import {
  addMember,
  createGroup,
  createPartnership,
  type EntityFixture,
  type MemberFixture,
} from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";
type PerActor<T> = Record<Acting, T>;

/**
 * Partner organisations for the access sweep: per actor, a group of their own to bring to the
 * world's private partnership, groups waiting there to be approved or declined and partners to
 * end (the partnership's side), and a group of their own partnered with a public partnership
 * they have no role in (the group's side).
 */
export interface PartnerWorld {
  ownGroups: PerActor<EntityFixture>;
  toApprove: PerActor<number>;
  toDecline: PerActor<number>;
  toEnd: PerActor<number>;
  /** A public partnership nobody of the sweep runs; each actor's group in `ownPartners` is a partner. */
  publicPartnership: EntityFixture;
  ownPartners: PerActor<number>;
  /** A partner of the private partnership no row ends. */
  steadyPartner: number;
}

export async function buildPartnerWorld(
  db: Executor,
  members: PerActor<MemberFixture>,
  privatePartnership: EntityFixture,
  bystander: MemberFixture,
): Promise<PartnerWorld> {
  const actors = Object.keys(members) as Acting[];
  const each = async <T>(make: (who: Acting) => Promise<T>) => {
    const result = {} as PerActor<T>;
    for (const who of actors) result[who] = await make(who);
    return result;
  };
  const publicPartnership = await createPartnership(db, { name: "Open Coalition", visibility: "public" });
  const partnerOf = async (
    partnership: EntityFixture,
    owner: MemberFixture,
    status: "active" | "pending",
    name: string,
  ) => {
    const group = await createGroup(db, { name, visibility: "public" });
    await addMember(db, group, owner, "owner");
    await db.insert(partnershipPartners).values({
      partnershipId: partnership.id,
      groupId: group.id,
      status,
      message: status === "pending" ? "We run the Saturday pantry." : null,
      requestedBy: owner.id,
    });
    return group.id;
  };
  return {
    ownGroups: await each(async (who) => {
      const group = await createGroup(db, { name: `${who} Pantry`, visibility: "private" });
      await addMember(db, group, members[who], "owner");
      return group;
    }),
    toApprove: await each(() => partnerOf(privatePartnership, bystander, "pending", "Asking Pantry")),
    toDecline: await each(() => partnerOf(privatePartnership, bystander, "pending", "Hopeful Pantry")),
    toEnd: await each(() => partnerOf(privatePartnership, bystander, "active", "Ending Pantry")),
    publicPartnership,
    ownPartners: await each((who) => partnerOf(publicPartnership, members[who], "active", `${who} Partner`)),
    steadyPartner: await partnerOf(privatePartnership, bystander, "active", "Steady Pantry"),
  };
}
