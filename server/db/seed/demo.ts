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
import { users } from "../schema";
import {
  DEMO_EVENTS,
  DEMO_GROUPS,
  DEMO_PARTNERSHIPS,
  DEMO_PEOPLE,
  DEMO_POSTS,
  DEMO_SIGN_IN,
  type DemoCommunity,
} from "./demo-content";

export interface DemoSummary {
  created: boolean;
  members: number;
  groups: number;
  partnerships: number;
  events: number;
  posts: number;
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
  if (existing) return { created: false, members: 0, groups: 0, partnerships: 0, events: 0, posts: 0 };
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

    for (const [author, content, where, hoursAgo] of DEMO_POSTS) {
      const target = where ? byName.get(where) : undefined;
      await createPost(tx, person(author), {
        content,
        target,
        createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      });
    }
    return {
      created: true,
      members: people.length,
      groups,
      partnerships,
      events: DEMO_EVENTS.length,
      posts: DEMO_POSTS.length,
    };
  });
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
