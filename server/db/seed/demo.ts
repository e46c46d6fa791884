import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createPost,
  createRegistration,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../../test/factories";
import type { Database, Executor } from "../client";
import { comments, connections, mentions, postLikes, users } from "../schema";
import {
  DEMO_EVENTS,
  DEMO_GROUPS,
  DEMO_PARTNERSHIPS,
  DEMO_PEOPLE,
  DEMO_POSTS,
  DEMO_SIGN_IN,
  type DemoCommunity,
} from "./demo-content";
import { DEMO_COMMENTS, DEMO_CONNECTIONS, DEMO_LIKE_COUNTS, DEMO_MENTION_POSTS } from "./demo-social";

export interface DemoSummary {
  created: boolean;
  members: number;
  groups: number;
  partnerships: number;
  events: number;
  posts: number;
  comments: number;
  connections: number;
}

/** `Inés Moreau` → `ines.moreau@example.org`. */
function emailOf(first: string, last: string): string {
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f']/g, "")
      .toLowerCase();
  return `${plain(first)}.${plain(last)}@example.org`;
}

/**
 * Fills the database with the demo community (demo-content.ts) through the factories, in one
 * transaction. Does nothing when the demo member already exists, so it can run twice.
 * Every demo member shares the demo password, so any of them can be tried.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoSummary> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SIGN_IN.email));
  if (existing)
    return {
      created: false,
      members: 0,
      groups: 0,
      partnerships: 0,
      events: 0,
      posts: 0,
      comments: 0,
      connections: 0,
    };
  const passwordHash = await hashPassword(DEMO_SIGN_IN.password);
  return db.transaction(async (tx) => {
    const people: MemberFixture[] = [];
    for (const [index, [firstName, lastName, bio]] of DEMO_PEOPLE.entries()) {
      const email = index === 0 ? DEMO_SIGN_IN.email : emailOf(firstName, lastName);
      people.push(await createMember(tx, { email, firstName, lastName, bio, passwordHash }));
    }
    const person = (index: number) => {
      const found = people[index];
      if (!found) throw new Error(`no demo person ${index}`);
      return found;
    };
    const byName = new Map<string, EntityFixture>();
    let groups = 0;
    let partnerships = 0;
    const plant = async (community: DemoCommunity, type: "group" | "partnership", parent?: EntityFixture) => {
      const create = type === "group" ? createGroup : createPartnership;
      const entity = await create(tx, { ...community, parent });
      for (const [index, role] of community.members) await addMember(tx, entity, person(index), role);
      byName.set(community.name, entity);
      if (type === "group") groups += 1;
      else partnerships += 1;
      for (const child of community.children ?? []) await plant(child, type, entity);
    };
    for (const group of DEMO_GROUPS) await plant(group, "group");
    for (const partnership of DEMO_PARTNERSHIPS) await plant(partnership, "partnership");

    for (const event of DEMO_EVENTS) {
      const day = new Date(now);
      day.setUTCDate(day.getUTCDate() + event.inDays);
      const at = (hour: number) =>
        new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0));
      const organiser = event.organiser ? byName.get(event.organiser) : undefined;
      const created = await createEvent(tx, {
        name: event.name,
        description: event.description,
        visibility: event.visibility,
        host: person(event.host),
        organiser,
        startDate: at(event.hour),
        endDate: at(event.hour + event.durationHours),
        location: event.location,
        registrationSettings: {
          attendees: { enabled: true },
          volunteers: { enabled: true, passcode: event.volunteerPasscode ?? null },
          employees: { enabled: Boolean(event.organiser?.includes("Chamber")) },
        },
      });
      await addMember(tx, created, person(event.host), "owner");
      byName.set(event.name, created);
      for (const shift of event.shifts ?? []) {
        await createShift(tx, created, {
          name: shift.name,
          start: at(shift.startHour),
          end: new Date(at(shift.startHour).getTime() + shift.hours * 3_600_000),
          volunteersNeeded: shift.needed,
        });
      }
    }
    // The demo member's own calendar: a shift to work, a breakfast to attend, a clean-up behind them.
    await registrations(tx, byName, person(0));

    const allPosts = [...DEMO_POSTS, ...DEMO_MENTION_POSTS];
    const seeded: { id: string; authorIndex: number; createdAt: Date }[] = [];
    for (const [author, text, where, hoursAgo] of allPosts) {
      const target = where ? byName.get(where) : undefined;
      const { content, mentioned } = withMentions(text, person);
      const post = await createPost(tx, person(author), {
        content,
        target,
        createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      });
      for (const userId of mentioned)
        await tx.insert(mentions).values({ postId: post.id, mentionedUserId: userId });
      seeded.push({ id: post.id, authorIndex: author, createdAt: post.createdAt });
    }
    await conversations(tx, seeded, people, person);
    for (const [requester, addressee, status] of DEMO_CONNECTIONS) {
      await tx.insert(connections).values({
        requesterId: person(requester).id,
        addresseeId: person(addressee).id,
        status,
        respondedAt: status === "accepted" ? now : null,
      });
    }
    return {
      created: true,
      members: people.length,
      groups,
      partnerships,
      events: DEMO_EVENTS.length,
      posts: allPosts.length,
      comments: DEMO_COMMENTS.length,
      connections: DEMO_CONNECTIONS.length,
    };
  });
}

type PersonAt = (index: number) => MemberFixture;

/** `{@n}` in a demo text becomes the mention markup of person n (shared/: `@[Name](id)`). */
function withMentions(text: string, person: PersonAt): { content: string; mentioned: string[] } {
  const mentioned: string[] = [];
  const content = text.replace(/\{@(\d+)\}/g, (_match, index: string) => {
    const who = person(Number(index));
    if (!mentioned.includes(who.id)) mentioned.push(who.id);
    return `@[${who.firstName} ${who.lastName}](${who.id})`;
  });
  return { content, mentioned };
}

/** The comments of demo-social.ts and the likes each post gets, from people other than its author. */
async function conversations(
  tx: Executor,
  seeded: { id: string; authorIndex: number; createdAt: Date }[],
  people: MemberFixture[],
  person: PersonAt,
) {
  for (const [postIndex, author, text, minutesAfter] of DEMO_COMMENTS) {
    const post = seeded[postIndex];
    if (!post) throw new Error(`no demo post ${postIndex}`);
    const at = new Date(post.createdAt.getTime() + minutesAfter * 60_000);
    const { content, mentioned } = withMentions(text, person);
    const [comment] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: person(author).id, content, createdAt: at, updatedAt: at })
      .returning({ id: comments.id });
    for (const userId of mentioned) {
      await tx.insert(mentions).values({ postId: post.id, commentId: comment?.id, mentionedUserId: userId });
    }
  }
  for (const [index, post] of seeded.entries()) {
    const likes = DEMO_LIKE_COUNTS[index] ?? 3;
    const likers = people.filter(
      (_, n) => n !== post.authorIndex && (n * 7 + index) % people.length < likes + 1,
    );
    for (const liker of likers.slice(0, likes)) {
      await tx.insert(postLikes).values({ postId: post.id, userId: liker.id, createdAt: post.createdAt });
    }
  }
}

async function registrations(tx: Executor, byName: Map<string, EntityFixture>, member: MemberFixture) {
  const plan: [string, "attendee" | "volunteer" | "employee"][] = [
    ["Saturday Food Sort", "volunteer"],
    ["Chamber Networking Breakfast", "attendee"],
    ["River Clean-up", "volunteer"],
    ["Spring Tree Planting", "volunteer"],
  ];
  for (const [name, type] of plan) {
    const event = byName.get(name);
    if (event) await createRegistration(tx, event, member, type);
  }
}
