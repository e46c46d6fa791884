import type { MembershipRole } from "../../../shared/enums";
import type { Executor } from "../../db/client";
import { createInvitation, createReport } from "../community-factories";
import {
  addMember,
  createComment,
  createGroup,
  createMember,
  createPost,
  type EntityFixture,
  type MemberFixture,
} from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";
type PerActor<T> = Record<Acting, T>;

/**
 * Communities for the access sweep: what each signed-in actor acts on in the world's private group
 * (a request to approve, one to decline, a member to promote, one to remove, an invitation to
 * revoke, posts and comments to remove, reports to dismiss), groups where leaving and handing
 * ownership over cannot disturb the other rows, and invitations addressed to each actor.
 */
export interface CommunityWorld {
  toApprove: PerActor<string>;
  toDecline: PerActor<string>;
  toPromote: PerActor<string>;
  toRemove: PerActor<string>;
  toRevoke: PerActor<string>;
  postsToRemove: PerActor<string>;
  profilePostsToRemove: PerActor<string>;
  commentsToRemove: PerActor<string>;
  reportsToDismiss: PerActor<string>;
  profileReportsToDismiss: PerActor<string>;
  /** A public group nobody of the sweep belongs to, and a private one, to join and ask into. */
  openGroup: EntityFixture;
  closedGroup: EntityFixture;
  /** Each actor holds the world's role here, to leave it. */
  leaveGroup: EntityFixture;
  /** Each actor holds the world's role here; its owner hands it to `heir`. */
  handoverGroup: EntityFixture;
  heir: MemberFixture;
  /** Invitations to each actor's own address, one to accept and one to decline. */
  toAccept: PerActor<string>;
  toRefuse: PerActor<string>;
  /** An invitation to someone else. */
  othersInvitation: string;
}

const ROLES: Partial<Record<Acting, MembershipRole>> = {
  member: "member",
  moderator: "moderator",
  admin: "admin",
  owner: "owner",
};

export async function buildCommunityWorld(
  db: Executor,
  members: PerActor<MemberFixture>,
  privateGroup: EntityFixture,
  bystander: MemberFixture,
): Promise<CommunityWorld> {
  const actors = Object.keys(members) as Acting[];
  const each = async <T>(make: (who: Acting) => Promise<T>) => {
    const result = {} as PerActor<T>;
    for (const who of actors) result[who] = await make(who);
    return result;
  };
  const person = (role: string) => createMember(db, { firstName: role, lastName: "Community" });
  const inPrivateGroup = async (role: string, status: "active" | "pending") => {
    const member = await person(role);
    await addMember(db, privateGroup, member, "member", status);
    return member.id;
  };
  const withWorldRoles = async (name: string) => {
    const group = await createGroup(db, { name, visibility: "private" });
    for (const who of actors) {
      const role = ROLES[who];
      if (role) await addMember(db, group, members[who], role);
    }
    return group;
  };
  const inviteGroupA = await createGroup(db, { name: "Invites A", visibility: "private" });
  const inviteGroupB = await createGroup(db, { name: "Invites B", visibility: "private" });
  const handoverGroup = await withWorldRoles("Handover");
  const heir = await person("Heir");
  await addMember(db, handoverGroup, heir);
  const groupPost = (await createPost(db, bystander, { target: privateGroup, content: "Reported post" })).id;
  return {
    toApprove: await each(() => inPrivateGroup("Asking", "pending")),
    toDecline: await each(() => inPrivateGroup("Hopeful", "pending")),
    toPromote: await each(() => inPrivateGroup("Rising", "active")),
    toRemove: await each(() => inPrivateGroup("Leaving", "active")),
    toRevoke: await each((who) => createInvitation(db, privateGroup, `revoke-${who}@example.net`)),
    postsToRemove: await each(
      async () => (await createPost(db, bystander, { target: privateGroup, content: "Off topic" })).id,
    ),
    profilePostsToRemove: await each(async () => (await createPost(db, bystander, { content: "Spam" })).id),
    commentsToRemove: await each(async () => (await createComment(db, { id: groupPost }, bystander)).id),
    reportsToDismiss: await each(async () => {
      const post = (await createPost(db, bystander, { target: privateGroup, content: "Reported" })).id;
      return createReport(db, { reporter: members.member, entity: privateGroup, postId: post });
    }),
    profileReportsToDismiss: await each(async () => {
      const post = (await createPost(db, bystander, { content: "Reported on a profile" })).id;
      return createReport(db, { reporter: members.member, entity: null, postId: post });
    }),
    openGroup: await createGroup(db, { name: "Open Doors", visibility: "public" }),
    closedGroup: await createGroup(db, { name: "Closed Doors", visibility: "private" }),
    leaveGroup: await withWorldRoles("Leavers"),
    handoverGroup,
    heir,
    toAccept: await each((who) => createInvitation(db, inviteGroupA, members[who].email)),
    toRefuse: await each((who) => createInvitation(db, inviteGroupB, members[who].email)),
    othersInvitation: await createInvitation(db, inviteGroupA, bystander.email),
  };
}
