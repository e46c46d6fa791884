import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import {
  comments,
  connections,
  eventRegistrations,
  mentions,
  notifications,
  partnershipPartners,
  postLikes,
  shiftAssignments,
  shiftWaitlist,
  users,
} from "../db/schema";
import { NOTIFICATION_TEXTS } from "../notifications/messages";
import { createReport } from "../test/community-factories";
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
} from "../test/factories";
import {
  DEMO_DOCUMENTS_COMMUNITY,
  DEMO_EVENTS,
  DEMO_GROUPS,
  DEMO_PAGES,
  DEMO_PARTNERSHIPS,
  DEMO_PEOPLE,
  DEMO_POSTS,
  DEMO_REPORTS,
  DEMO_SIGN_IN,
  type DemoCommunity,
} from "./demo-content";
import { DEMO_TIME_ZONE, demoDay, demoUnderWay } from "./demo-dates";
import { seedDemoCheckIns, seedDemoHours } from "./demo-hours";
import { DEMO_PARTNERS } from "./demo-partners";
import { seedDemoRecognition } from "./demo-recognition";
import { seedDemoSeries } from "./demo-series";
import { DEMO_COMMENTS, DEMO_CONNECTIONS, DEMO_LIKE_COUNTS, DEMO_MENTION_POSTS } from "./demo-social";
import { seedDemoSubgroups } from "./demo-subgroups";
import { createDemoPage } from "./demo-workspace";

/** How old the demo's reported post (an advert) is: below the newest posts of every feed. */
export const REPORTED_POST_HOURS_AGO = 96;

export interface DemoSummary {
  created: boolean;
  /** Where the demo's documents go, and who uploads them (seedDemoFiles, after the commit). */
  documents?: { entity: EntityFixture; uploaderId: string };
  members: number;
  groups: number;
  partnerships: number;
  events: number;
  posts: number;
  comments: number;
  connections: number;
}

/** `Inés Moreau` → `ines.moreau@example.org`. */
export function emailOf(first: string, last: string): string {
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
      for (const [index, message] of community.requests ?? []) {
        await addMember(tx, entity, person(index), "member", "pending", message);
      }
      byName.set(community.name, entity);
      if (type === "group") groups += 1;
      else partnerships += 1;
      for (const child of community.children ?? []) await plant(child, type, entity);
    };
    for (const group of DEMO_GROUPS) await plant(group, "group");
    for (const partnership of DEMO_PARTNERSHIPS) await plant(partnership, "partnership");
    for (const partner of DEMO_PARTNERS) {
      const partnership = byName.get(partner.partnership);
      const group = byName.get(partner.group);
      const owner = DEMO_GROUPS.find((entry) => entry.name === partner.group)?.members[0]?.[0];
      if (!partnership || !group || owner === undefined) throw new Error(`no demo partner ${partner.group}`);
      await tx.insert(partnershipPartners).values({
        partnershipId: partnership.id,
        groupId: group.id,
        status: partner.status,
        message: partner.message ?? null,
        requestedBy: person(owner).id,
        joinedAt: new Date(now.getTime() - partner.sinceDays * 24 * 60 * 60 * 1000),
      });
    }

    const shiftIds = new Map<string, string>();
    for (const event of DEMO_EVENTS) {
      const timeZone = event.timeZone ?? DEMO_TIME_ZONE;
      const { at, hour } =
        "underWay" in event
          ? demoUnderWay(now, timeZone)
          : { at: demoDay(now, event.inDays, event.weekday, timeZone), hour: event.hour };
      // An event under way counts its shifts' hours from its start; the others by the clock.
      const shiftsFrom = "underWay" in event ? hour : 0;
      const organiser = event.organiser ? byName.get(event.organiser) : undefined;
      const created = await createEvent(tx, {
        name: event.name,
        description: event.description,
        visibility: event.visibility,
        host: person(event.host),
        organiser,
        startDate: at(hour),
        endDate: at(hour + event.durationHours),
        timeZone,
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
        const row = await createShift(tx, created, {
          name: shift.name,
          start: at(shiftsFrom + shift.startHour),
          end: at(shiftsFrom + shift.startHour + shift.hours),
          volunteersNeeded: shift.needed,
        });
        shiftIds.set(`${event.name}/${shift.name}`, row.shiftId);
      }
    }
    // The demo member's own calendar: a shift to work, a breakfast to attend, a clean-up behind them.
    await registrations(tx, byName, person(0));
    await volunteerRoster(tx, byName, shiftIds, person);
    await seedDemoSubgroups(tx, byName, person);
    const seriesDates = await seedDemoSeries(tx, now, byName, person);
    await seedDemoHours(tx, byName, person, now);
    await seedDemoCheckIns(tx, shiftIds, person, now);

    const allPosts = [...DEMO_POSTS, ...DEMO_MENTION_POSTS];
    const seeded: { id: string; authorIndex: number; createdAt: Date }[] = [];
    const bell = new DemoBell(person, now);
    for (const [author, text, where, hoursAgo] of allPosts) {
      const target = where ? byName.get(where) : undefined;
      const { content, mentioned } = withMentions(text, person);
      const post = await createPost(tx, person(author), {
        content,
        target,
        createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      });
      for (const userId of mentioned) {
        await tx.insert(mentions).values({ postId: post.id, mentionedUserId: userId });
        bell.add(userId, "mention", author, post.id, post.createdAt);
      }
      seeded.push({ id: post.id, authorIndex: author, createdAt: post.createdAt });
    }
    // A report waiting in a group's queue (its post liked and commented on like the others), four
    // days old: the moderators have it to review, and it is not what a feed opens with.
    const reported: { postId: string; report: (typeof DEMO_REPORTS)[number]; group: EntityFixture }[] = [];
    for (const report of DEMO_REPORTS) {
      const group = byName.get(report.group);
      if (!group) throw new Error(`no demo group ${report.group}`);
      const post = await createPost(tx, person(report.author), {
        content: report.post,
        target: group,
        createdAt: new Date(now.getTime() - REPORTED_POST_HOURS_AGO * 3_600_000),
      });
      seeded.push({ id: post.id, authorIndex: report.author, createdAt: post.createdAt });
      reported.push({ postId: post.id, report, group });
    }
    for (const { postId, report, group } of reported) {
      await createReport(tx, {
        reporter: person(report.reporter),
        entity: group,
        postId,
        reason: report.reason,
      });
    }
    await conversations(tx, seeded, people, person, bell);
    let waiting = 0;
    for (const [index, [requester, addressee, status]] of DEMO_CONNECTIONS.entries()) {
      await tx.insert(connections).values({
        requesterId: person(requester).id,
        addresseeId: person(addressee).id,
        status,
        respondedAt: status === "accepted" ? now : null,
      });
      // Acceptances spread over the last days; the waiting requests are recent, so still unread.
      const hoursAgo = status === "pending" ? 2 + waiting++ : (index + 1) * 7;
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      if (status === "pending") bell.add(person(addressee).id, "connection_request", requester, null, at);
      else bell.add(person(requester).id, "connection_accepted", addressee, null, at);
    }
    await bell.write(tx);
    await seedDemoRecognition(tx, byName, people, now);
    for (const page of DEMO_PAGES) {
      const community = byName.get(page.community);
      if (!community) throw new Error(`no demo community ${page.community}`);
      await createDemoPage(tx, community, page, person(page.author));
    }
    const documentsHome = byName.get(DEMO_DOCUMENTS_COMMUNITY);
    return {
      created: true,
      documents: documentsHome ? { entity: documentsHome, uploaderId: person(0).id } : undefined,
      members: people.length,
      groups,
      partnerships,
      events: DEMO_EVENTS.length + seriesDates,
      posts: allPosts.length + DEMO_REPORTS.length,
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
  bell: DemoBell,
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
      bell.add(userId, "mention", author, post.id, at);
    }
    bell.add(person(post.authorIndex).id, "comment", author, post.id, at);
  }
  for (const [index, post] of seeded.entries()) {
    const likes = DEMO_LIKE_COUNTS[index] ?? 3;
    const likers = people.filter(
      (_, n) => n !== post.authorIndex && (n * 7 + index) % people.length < likes + 1,
    );
    for (const liker of likers.slice(0, likes)) {
      await tx.insert(postLikes).values({ postId: post.id, userId: liker.id, createdAt: post.createdAt });
      bell.add(person(post.authorIndex).id, "like", people.indexOf(liker), post.id, post.createdAt);
    }
  }
}

/**
 * Volunteers on the demo's shifts, as registrations through the dialog would leave them: some
 * shifts filling up, one full with a member waiting, the demo member on the planting crew.
 */
async function volunteerRoster(
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

async function registrations(tx: Executor, byName: Map<string, EntityFixture>, member: MemberFixture) {
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

/**
 * The notifications the demo's likes, comments, mentions and connections would have made (the
 * texts of notifications/messages.ts), so that the bell of any demo member has something in it:
 * those of the last day unread, older ones read. Written as history: no mail or push is queued.
 */
class DemoBell {
  private readonly rows: (typeof notifications.$inferInsert)[] = [];

  constructor(
    private readonly person: PersonAt,
    private readonly now: Date,
  ) {}

  add(
    userId: string,
    type: keyof typeof NOTIFICATION_TEXTS,
    actorIndex: number,
    postId: string | null,
    at: Date,
  ) {
    const actor = this.person(actorIndex);
    if (actor.id === userId) return;
    const connection = type === "connection_request" || type === "connection_accepted";
    this.rows.push({
      userId,
      type,
      message: NOTIFICATION_TEXTS[type](`${actor.firstName} ${actor.lastName}`),
      notificationUrl: connection
        ? type === "connection_request"
          ? "/connections"
          : `/profile/${actor.id}`
        : `/posts/${postId}`,
      activityPostId: postId,
      actorId: actor.id,
      isRead: this.now.getTime() - at.getTime() > 24 * 3_600_000,
      createdAt: at,
    });
  }

  async write(tx: Executor) {
    // Oldest first, so the live-event ids follow the same order as the rows' times.
    this.rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    for (let start = 0; start < this.rows.length; start += 500) {
      await tx.insert(notifications).values(this.rows.slice(start, start + 500));
    }
  }
}
