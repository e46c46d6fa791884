import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { connections, mentions, partnershipPartners, users } from "../db/schema";
import { createReport } from "../test/community-factories";
import {
  addMember,
  createEvent,
  createGroup,
  createMember,
  createPartnership,
  createPost,
  createShift,
  type EntityFixture,
  type MemberFixture,
} from "../test/factories";
import { DemoBell } from "./demo-bell";
import { seedDemoBetaSignups } from "./demo-beta";
import { DEMO_GROUPS, DEMO_PARTNERSHIPS, type DemoCommunity } from "./demo-communities";
import { DEMO_DOCUMENTS_COMMUNITY, DEMO_PAGES, DEMO_POSTS, DEMO_REPORTS } from "./demo-content";
import { conversations, withMentions } from "./demo-conversations";
import { DEMO_TIME_ZONE, demoDay, demoUnderWay } from "./demo-dates";
import { DEMO_EVENTS } from "./demo-events";
import { seedDemoCheckIns, seedDemoHours } from "./demo-hours";
import { DEMO_PARTNERS } from "./demo-partners";
import { DEMO_PEOPLE, DEMO_SIGN_IN } from "./demo-people";
import { seedDemoRecognition } from "./demo-recognition";
import { registrations, volunteerRoster } from "./demo-registrations";
import { seedDemoSeries } from "./demo-series";
import { DEMO_COMMENTS, DEMO_CONNECTIONS, DEMO_MENTION_POSTS } from "./demo-social";
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
    await seedDemoBetaSignups(tx, now);
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
