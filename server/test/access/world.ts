import { eq } from "drizzle-orm";
import { accounts, profiles } from "../../db/schema";
import { fileUrl } from "../../media/file-url";
import type { TestApp } from "../app";
import {
  addMember,
  createComment,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createPost,
  type EntityFixture,
  type MemberFixture,
} from "../factories";
import { pngImage, storeTestUpload } from "../images";
import { createNotification } from "../notification-factories";
import { type AwardWorld, buildAwardWorld } from "./award-world";
import { type BetaWorld, buildBetaWorld } from "./beta-world";
import { buildCommunityWorld, type CommunityWorld } from "./community-world";
import { buildEventSubgroupWorld, type EventSubgroupWorld } from "./event-subgroup-world";
import { buildEventWorld, type EventWorld } from "./event-world";
import { buildHoursWorld, type HoursWorld } from "./hours-world";
import { buildPartnerWorld, type PartnerWorld } from "./partner-world";
import { buildPeopleWorld, type PeopleWorld } from "./people-world";
import { buildStorageWorld, type StorageWorld } from "./storage-world";
import type { Who } from "./who";
import { buildWorkspaceWorld, type WorkspaceWorld } from "./workspace-world";

export { WHO, type Who } from "./who";

export const PLATFORM_ADMIN_EMAIL = "platform.admin@example.org";
export const PASSWORD = "sweep-password-42";
/** Secrets planted in the data, which no answer may ever carry. */
export const EVENT_PASSCODE = "passcode-never-leaves-7731";
export const PROVIDER_ACCESS_TOKEN = "ya29.provider-access-token-never-leaves";
export const PROVIDER_REFRESH_TOKEN = "1//provider-refresh-token-never-leaves";
export const BLUESKY_SEALED_TOKEN = "sealed-bluesky-token-never-leaves";

/**
 * The data every row of the access table runs against: one member per role on each kind of
 * entity (private and public), a subgroup to show rights flowing down, a platform admin, and a
 * bystander whose secrets (provider tokens, Bluesky tokens) must never show up in any answer.
 */
export interface World extends HoursWorld {
  members: Record<Exclude<Who, "visitor">, MemberFixture>;
  /** A member no row acts as; their e-mail and secrets are never the caller's. */
  bystander: MemberFixture;
  privateGroup: EntityFixture;
  publicGroup: EntityFixture;
  /** A private subgroup of the private group: only its parent's owner and admin hold rights here. */
  subgroup: EntityFixture;
  privatePartnership: EntityFixture;
  privateEvent: EntityFixture;
  publicEvent: EntityFixture;
  /** A post on the world's member's profile: every member reads, likes and comments on it. */
  memberPost: string;
  /** A post by the world's member in the private group: its members' alone. */
  privateGroupPost: string;
  /** The bystander's profile post, with the bystander's comment: someone else's for every actor. */
  bystanderPost: string;
  bystanderComment: string;
  /** One profile post per actor that the actor edits, and one it deletes. */
  ownPosts: Record<Exclude<Who, "visitor">, string>;
  doomedPosts: Record<Exclude<Who, "visitor">, string>;
  /** One comment per actor on the bystander's post, which the actor deletes. */
  doomedComments: Record<Exclude<Who, "visitor">, string>;
  /** An avatar the member uploaded, served at `url`. */
  memberAvatar: { id: string; url: string };
  /** Connections to accept, decline, cancel and remove, per actor (people-world.ts). */
  people: PeopleWorld;
  /** Requests, roles, invitations and moderation per actor (community-world.ts). */
  community: CommunityWorld;
  /** Partner organisations of the private partnership, per actor (partner-world.ts). */
  partners: PartnerWorld;
  /** One unread notification per actor, caused by the bystander, and one of the bystander's own. */
  notifications: Record<Exclude<Who, "visitor">, string>;
  bystanderNotification: string;
  /** Documents in the private entities' storage (storage-world.ts). */
  storage: StorageWorld;
  /** Workspace pages of the private group, its subgroup, partnership and event (workspace-world.ts). */
  workspaces: WorkspaceWorld;
  /** Events set up for the registration and shift rows (event-world.ts). */
  events: EventWorld;
  /** Events and subgroups set up for the subgroup rows (event-subgroup-world.ts). */
  eventSubgroups: EventSubgroupWorld;
  /** Awards to revoke and hide, per actor (award-world.ts). */
  awards: AwardWorld;
  /** Beta sign-ups the platform admin approves, declines, invites again and notes (beta-world.ts, beta-rows.ts). */
  beta: BetaWorld;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { db } = t.deps;
  const make = (firstName: string, email?: string) =>
    createMember(db, { firstName, lastName: "Sweep", email, password: PASSWORD });
  const members = {
    stranger: await make("Stranger"),
    member: await make("Member"),
    moderator: await make("Moderator"),
    admin: await make("Admin"),
    owner: await make("Owner"),
    platformAdmin: await make("Platform", PLATFORM_ADMIN_EMAIL),
  };
  const bystander = await createMember(db, { firstName: "Bystander", lastName: "Sweep" });
  await db.insert(accounts).values({
    userId: bystander.id,
    accountId: "google-sub-bystander",
    providerId: "google",
    accessToken: PROVIDER_ACCESS_TOKEN,
    refreshToken: PROVIDER_REFRESH_TOKEN,
    idToken: "eyJ.provider-id-token-never-leaves.sig",
  });
  await db
    .update(profiles)
    .set({
      blueskyDid: "did:plc:bystander",
      blueskyHandle: "bystander.test",
      blueskyAccessJwt: BLUESKY_SEALED_TOKEN,
      blueskyRefreshJwt: `${BLUESKY_SEALED_TOKEN}-refresh`,
    })
    .where(eq(profiles.userId, bystander.id));

  const privateGroup = await createGroup(db, { name: "Private Group", visibility: "private" });
  const publicGroup = await createGroup(db, { name: "Public Group", visibility: "public" });
  const subgroup = await createGroup(db, { name: "Subgroup", visibility: "private", parent: privateGroup });
  const privatePartnership = await createPartnership(db, {
    name: "Private Partnership",
    visibility: "private",
  });
  const settings = {
    attendees: { enabled: true, passcode: EVENT_PASSCODE },
    volunteers: { enabled: true },
    employees: { enabled: false },
  };
  const privateEvent = await createEvent(db, {
    name: "Private Event",
    visibility: "private",
    registrationSettings: settings,
  });
  const publicEvent = await createEvent(db, { name: "Public Event", registrationSettings: settings });
  for (const entity of [privateGroup, publicGroup, privatePartnership, privateEvent, publicEvent]) {
    for (const role of ["member", "moderator", "admin", "owner"] as const) {
      await addMember(db, entity, members[role], role);
    }
  }
  const memberPost = (await createPost(db, members.member, { content: "Harvest day went well." })).id;
  const privateGroupPost = (await createPost(db, members.member, { target: privateGroup })).id;
  const bystanderPost = (await createPost(db, bystander)).id;
  const bystanderComment = (await createComment(db, { id: bystanderPost }, bystander)).id;
  const actors = Object.keys(members) as Exclude<Who, "visitor">[];
  const perActor = async (make: (who: Exclude<Who, "visitor">) => Promise<string>) =>
    Object.fromEntries(await Promise.all(actors.map(async (who) => [who, await make(who)]))) as Record<
      Exclude<Who, "visitor">,
      string
    >;
  const ownPosts = await perActor(async (who) => (await createPost(db, members[who])).id);
  const doomedPosts = await perActor(async (who) => (await createPost(db, members[who])).id);
  const doomedComments = await perActor(
    async (who) => (await createComment(db, { id: bystanderPost }, members[who])).id,
  );
  const notifications = await perActor((who) =>
    createNotification(db, members[who], {
      type: "connection_request",
      message: "Bystander Sweep wants to connect with you",
      actor: bystander,
    }),
  );
  const bystanderNotification = await createNotification(db, bystander, { actor: members.member });
  const avatar = await storeTestUpload(t.deps, members.member.id, "avatars", {
    fileName: "avatar.png",
    data: await pngImage(),
  });
  return {
    memberPost,
    privateGroupPost,
    bystanderPost,
    bystanderComment,
    ownPosts,
    doomedPosts,
    doomedComments,
    memberAvatar: { id: avatar.id, url: fileUrl(avatar.bucketId, avatar.objectKey) },
    members,
    bystander,
    privateGroup,
    publicGroup,
    subgroup,
    privatePartnership,
    privateEvent,
    publicEvent,
    people: await buildPeopleWorld(db, members),
    community: await buildCommunityWorld(db, members, privateGroup, bystander),
    partners: await buildPartnerWorld(db, members, privatePartnership, bystander),
    notifications,
    bystanderNotification,
    ...(await buildHoursWorld(db, members, bystander, {
      privateGroup,
      subgroup,
      privatePartnership,
      privateEvent,
    })),
    awards: await buildAwardWorld(db, members, bystander, {
      group: privateGroup,
      subgroup,
      partnership: privatePartnership,
      event: privateEvent,
    }),
    events: await buildEventWorld(db, members, bystander),
    beta: await buildBetaWorld(db),
    eventSubgroups: await buildEventSubgroupWorld(db, members, bystander),
    workspaces: await buildWorkspaceWorld(db, { privateGroup, subgroup, privatePartnership, privateEvent }),
    storage: await buildStorageWorld(t, members.owner, {
      group: privateGroup,
      partnership: privatePartnership,
      event: privateEvent,
      subgroup,
    }),
  };
}
