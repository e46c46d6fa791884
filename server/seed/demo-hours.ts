import { and, eq } from "drizzle-orm";
import type { HourLogStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import {
  eventVolunteerShifts,
  hourLogChanges,
  hourRequirements,
  hourShares,
  shiftAssignments,
  volunteerHourLogs,
} from "../db/schema";
import type { EntityFixture, MemberFixture } from "../test/factories";
import { DEMO_GROUPS, type DemoCommunity } from "./demo-communities";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** What the demo's volunteers did, by the kind of group: words for the logs' descriptions. */
const TASKS = [
  "Sorted donations and restocked the pantry shelves.",
  "Drove the Tuesday delivery route to seniors.",
  "Helped set up and run the registration table.",
  "Tutored two students after school.",
  "Planted and watered street trees on Maple Street.",
  "Coached the under-10s practice.",
];

/** The school year a date falls in: from 1 September to 31 May. */
function schoolYear(now: Date) {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { from: `${year}-09-01`, to: `${year + 1}-05-31` };
}

const flatten = (communities: DemoCommunity[]): DemoCommunity[] =>
  communities.flatMap((community) => [community, ...flatten(community.children ?? [])]);

/**
 * A year of volunteer hours for the demo (issue 29): each member of each demo group logs hours
 * for it every few weeks, verified by its owner or an admin, the latest still waiting, a few
 * declined with a note and one withdrawn; the demo member also has outside hours waiting for a
 * supervisor. Key Club sets its 40 hours a school year, and three of its members (the demo member
 * among them) share their hours with it, so the dashboard, the history, the verification queue
 * and the requirement all show something.
 */
export async function seedDemoHours(
  tx: Executor,
  byName: Map<string, EntityFixture>,
  person: (index: number) => MemberFixture,
  now: Date,
) {
  let n = 0;
  for (const community of flatten(DEMO_GROUPS)) {
    const group = byName.get(community.name);
    if (!group) continue;
    const verifier = community.members.find(([, role]) => role === "owner" || role === "admin")?.[0];
    for (const [index, role] of community.members) {
      for (let month = 0; month < 12; month += 1) {
        // The demo member volunteers every month, so their history and progress are full.
        if (index !== 0 && (index + month) % 3 !== 0) continue;
        n += 1;
        const workDate = new Date(now.getTime() - (month * 30 + (index % 20) + 2) * DAY);
        const status: HourLogStatus =
          month === 0 ? "pending" : n % 17 === 0 ? "declined" : n % 29 === 0 ? "withdrawn" : "verified";
        const decider = role === "owner" ? community.members.find(([, r]) => r === "admin")?.[0] : verifier;
        const decided =
          (status === "verified" || status === "declined") && decider !== undefined && decider !== index;
        const minutes = 60 + ((index * 37 + month * 53) % 7) * 30;
        const [log] = await tx
          .insert(volunteerHourLogs)
          .values({
            userId: person(index).id,
            source: "self",
            workDate: workDate.toISOString().slice(0, 10),
            minutes,
            description: TASKS[(index + month) % TASKS.length] ?? "",
            groupId: group.id,
            status: decided || status === "pending" || status === "withdrawn" ? status : "pending",
            decidedBy: decided ? person(decider).id : null,
            decidedAt: decided ? new Date(workDate.getTime() + 3 * DAY) : null,
            decisionNote:
              decided && status === "declined"
                ? "We have no record of this shift: please check the date."
                : null,
            createdAt: new Date(workDate.getTime() + DAY),
          })
          .returning({ id: volunteerHourLogs.id, status: volunteerHourLogs.status });
        if (!log) continue;
        await tx.insert(hourLogChanges).values({
          logId: log.id,
          actorId: person(index).id,
          change: "logged",
          fields: { minutes: [null, minutes] },
          createdAt: new Date(workDate.getTime() + DAY),
        });
        if (log.status !== "pending")
          await tx.insert(hourLogChanges).values({
            logId: log.id,
            actorId:
              log.status === "withdrawn"
                ? person(index).id
                : decider !== undefined
                  ? person(decider).id
                  : null,
            change: log.status as "verified" | "declined" | "withdrawn",
            createdAt: new Date(workDate.getTime() + 3 * DAY),
          });
      }
    }
  }
  // The demo member's afternoon at the library, waiting for its supervisor.
  await tx.insert(volunteerHourLogs).values({
    userId: person(0).id,
    source: "self",
    workDate: new Date(now.getTime() - 4 * DAY).toISOString().slice(0, 10),
    minutes: 150,
    description: "Read to the toddlers' group and shelved returns.",
    outsideOrganisation: "Riverside Public Library",
    supervisorEmail: "children@riverside-library.example",
  });
  const keyClub = byName.get("Key Club");
  if (!keyClub) throw new Error("no demo group Key Club");
  const year = schoolYear(now);
  await tx.insert(hourRequirements).values({
    groupId: keyClub.id,
    title: "Key Club service year",
    requiredMinutes: 40 * 60,
    periodFrom: year.from,
    periodTo: year.to,
    kinds: ["attendance", "organisation", "outside"],
    createdBy: person(11).id,
  });
  await tx
    .insert(hourShares)
    .values([0, 15, 29].map((index) => ({ userId: person(index).id, groupId: keyClub.id })));
}

/**
 * The Warming Center's volunteers who have already arrived when the demo opens: checked in at the
 * tablet by the door (the kiosk, opened by the demo member who hosts it) or by the host at the
 * roster, a few minutes apart and never before the check-in window opened. The others are still
 * expected, so the kiosk and the roster have someone to check in.
 */
export async function seedDemoCheckIns(
  tx: Executor,
  shiftIds: Map<string, string>,
  person: (index: number) => MemberFixture,
  now: Date,
) {
  const arrived: [shift: string, volunteer: number, method: "kiosk" | "roster"][] = [
    ["Front desk", 5, "kiosk"],
    ["Meals and cots", 2, "kiosk"],
    ["Meals and cots", 6, "roster"],
  ];
  for (const [n, [shiftName, index, method]] of arrived.entries()) {
    const shiftId = shiftIds.get(`Warming Center/${shiftName}`);
    if (!shiftId) throw new Error(`no demo shift ${shiftName}`);
    const [shift] = await tx
      .select({ start: eventVolunteerShifts.startTime })
      .from(eventVolunteerShifts)
      .where(eq(eventVolunteerShifts.shiftId, shiftId));
    if (!shift) continue;
    const earliest = shift.start.getTime() - 10 * MINUTE;
    const checkedInAt = new Date(
      Math.min(now.getTime(), Math.max(earliest, now.getTime() - 90 * MINUTE) + n * 7 * MINUTE),
    );
    await tx
      .update(shiftAssignments)
      .set({ checkedInAt, checkInMethod: method, attendanceBy: person(0).id })
      .where(and(eq(shiftAssignments.shiftId, shiftId), eq(shiftAssignments.userId, person(index).id)));
  }
}
