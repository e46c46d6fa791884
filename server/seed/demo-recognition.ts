import { and, eq, sql } from "drizzle-orm";
import { HOUR_MILESTONES } from "../../shared/recognition";
import { milestoneTitle } from "../commands/recognition/milestones";
import { grantContentPoints, syncHourLogPoints } from "../commands/recognition/points";
import type { Executor } from "../db/client";
import { awards, comments, notifications, posts, volunteerHourLogs } from "../db/schema";
import { awardText, milestoneText } from "../notifications/messages";
import type { EntityFixture, MemberFixture } from "../test/factories";

const DAY = 86_400_000;

/** The awards the demo's communities gave, by whom (index in DEMO_PEOPLE), to whom, how long ago. */
const DEMO_AWARDS: {
  community: string;
  by: number;
  to: number[];
  title: string;
  description: string;
  citation: string;
  daysAgo: number;
}[] = [
  {
    community: "Riverside Food Bank",
    by: 1,
    to: [0, 2],
    title: "Volunteer of the Month",
    description: "Given each month to the volunteers who kept the pantry running.",
    citation: "For running the Saturday sort through the holiday rush without missing a week.",
    daysAgo: 9,
  },
  {
    community: "Green Streets Alliance",
    by: 3,
    to: [7, 33, 21],
    title: "Tree Champion",
    description: "For stewards whose trees made it through their first summer.",
    citation: "Every tree on your blocks survived the August heat: thank you for the watering rounds.",
    daysAgo: 40,
  },
  {
    community: "Key Club",
    by: 11,
    to: [15],
    title: "Service Star",
    description: "Key Club's recognition for a member who goes beyond the requirement.",
    citation: "Forty hours before winter break, and a friend recruited for every shift.",
    daysAgo: 20,
  },
];

/**
 * Recognition for the demo (issue 30), once its hours, posts and comments exist: the points they
 * earn (through the same functions the server's handler uses), the milestone badges each member's
 * verified hours have reached, and a few awards given by the demo's communities, the demo member
 * among their recipients. Their notices go in the bell as the demo's others do, read when old,
 * without queuing mail for the demo's addresses.
 */
export async function seedDemoRecognition(
  tx: Executor,
  byName: Map<string, EntityFixture>,
  people: MemberFixture[],
  now: Date,
) {
  const verified = await tx
    .select({ id: volunteerHourLogs.id })
    .from(volunteerHourLogs)
    .where(eq(volunteerHourLogs.status, "verified"));
  for (const log of verified) await syncHourLogPoints(tx, log.id, now);
  for (const post of await tx.select({ id: posts.id }).from(posts))
    await grantContentPoints(tx, "post", post.id);
  for (const comment of await tx.select({ id: comments.id }).from(comments))
    await grantContentPoints(tx, "comment", comment.id);

  const totals = await tx
    .select({
      userId: volunteerHourLogs.userId,
      minutes: sql<number>`sum(${volunteerHourLogs.minutes})::int`,
      lastDecided: sql<Date>`max(${volunteerHourLogs.decidedAt})`,
    })
    .from(volunteerHourLogs)
    .where(eq(volunteerHourLogs.status, "verified"))
    .groupBy(volunteerHourLogs.userId);
  for (const total of totals) {
    const reached = HOUR_MILESTONES.filter((threshold) => total.minutes / 60 >= threshold);
    for (const threshold of reached) {
      const at = new Date(total.lastDecided ?? now);
      await tx.insert(awards).values({
        recipientId: total.userId,
        kind: "milestone",
        milestoneHours: threshold,
        title: milestoneTitle(threshold),
        description: `Reached ${threshold} hours of verified volunteering.`,
        createdAt: at,
      });
      await tx.insert(notifications).values({
        userId: total.userId,
        type: "milestone_reached",
        message: milestoneText(threshold),
        notificationUrl: `/profile/${total.userId}`,
        isRead: true,
        createdAt: at,
      });
    }
  }

  for (const award of DEMO_AWARDS) {
    const community = byName.get(award.community);
    const giver = people[award.by];
    if (!community || !giver) throw new Error(`no demo award giver ${award.community}`);
    const at = new Date(now.getTime() - award.daysAgo * DAY);
    const grantId = crypto.randomUUID();
    const field =
      community.type === "group" ? "groupId" : community.type === "partnership" ? "partnershipId" : "eventId";
    for (const index of award.to) {
      const recipient = people[index];
      if (!recipient) continue;
      await tx.insert(awards).values({
        recipientId: recipient.id,
        awardedBy: giver.id,
        kind: "manual",
        grantId,
        title: award.title,
        description: award.description,
        citation: award.citation,
        [field]: community.id,
        createdAt: at,
      });
      await tx.insert(notifications).values({
        userId: recipient.id,
        type: "award_received",
        message: awardText(community.name, award.title),
        notificationUrl: `/profile/${recipient.id}#awards`,
        actorId: giver.id,
        isRead: award.daysAgo > 1,
        createdAt: at,
      });
    }
  }
  const [given] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(awards)
    .where(and(eq(awards.kind, "manual")));
  return given?.n ?? 0;
}
