import { and, eq, sql } from "drizzle-orm";
import { HOUR_MILESTONES } from "../../../shared/recognition";
import type { Executor } from "../../db/client";
import { awards, volunteerHourLogs } from "../../db/schema";
import { milestoneText } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";

/**
 * The badge's title, as the profile and history show it ("50 verified hours").
 * Transaction: none; pure (no database access), locks nothing.
 */
export const milestoneTitle = (hours: number) => `${hours} verified hours`;

/** Why a milestone was taken back: kept on the row for the record. */
export const MILESTONE_REVOKED_REASON = "Verified hours fell below this milestone.";

/**
 * Brings a member's milestone badges in line with their verified total (issue 30), recounted
 * from the logs, so the same event handled twice, or events handled out of order, end the same:
 * a threshold reached for the first time makes its row and announces it (`milestone_reached`),
 * once; one reached again gives the same row back, silently; one no longer reached is taken back
 * (`revoked_at`, kept). Returns the thresholds newly given.
 * Transaction: the caller's (after lockMemberRecognition, so two jobs of one member take turns);
 * the unique (member, threshold) index settles any repeat.
 */
export async function syncMilestones(tx: Executor, userId: string, now: Date): Promise<number[]> {
  const [total] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${volunteerHourLogs.minutes}), 0)::int` })
    .from(volunteerHourLogs)
    .where(and(eq(volunteerHourLogs.userId, userId), eq(volunteerHourLogs.status, "verified")));
  const hours = (total?.minutes ?? 0) / 60;
  const rows = await tx
    .select({ id: awards.id, milestoneHours: awards.milestoneHours, revokedAt: awards.revokedAt })
    .from(awards)
    .where(and(eq(awards.recipientId, userId), eq(awards.kind, "milestone")));
  const held = new Map(rows.map((row) => [row.milestoneHours, row]));
  const given: number[] = [];
  for (const threshold of HOUR_MILESTONES) {
    const row = held.get(threshold);
    const reached = hours >= threshold;
    if (reached && !row) {
      const [created] = await tx
        .insert(awards)
        .values({
          recipientId: userId,
          kind: "milestone",
          milestoneHours: threshold,
          title: milestoneTitle(threshold),
          description: `Reached ${threshold} hours of verified volunteering.`,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: awards.id });
      if (!created) continue;
      given.push(threshold);
      await recordNotification(tx, {
        userId,
        type: "milestone_reached",
        message: milestoneText(threshold),
        notificationUrl: `/profile/${userId}`,
      });
    } else if (reached && row?.revokedAt) {
      await tx
        .update(awards)
        .set({ revokedAt: null, revokedBy: null, revokeReason: null })
        .where(eq(awards.id, row.id));
    } else if (!reached && row && !row.revokedAt) {
      await tx
        .update(awards)
        .set({ revokedAt: now, revokedBy: null, revokeReason: MILESTONE_REVOKED_REASON })
        .where(eq(awards.id, row.id));
    }
  }
  return given;
}
