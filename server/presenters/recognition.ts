import type { LeaderboardPeriod } from "../../shared/recognition";
import type { awards } from "../db/schema";
import type { LeaderboardRow, ownStanding } from "../queries/leaderboard";
import { presentPage } from "./community";

/** One ranked member: name and picture, rank and points; nothing else of the member. */
function presentLeaderboardRow(row: LeaderboardRow) {
  return {
    rank: row.rank,
    points: row.points,
    member: {
      userId: row.userId,
      firstName: row.firstName ?? "",
      lastName: row.lastName ?? "",
      avatarUrl: row.avatarUrl,
    },
  };
}

/**
 * A page of an entity's leaderboard (issue 30) with the viewer's own standing: their points
 * here and everywhere in the period, and their rank even when it is not on this page.
 */
export function presentLeaderboard(
  period: LeaderboardPeriod,
  rows: LeaderboardRow[],
  next: readonly unknown[] | null,
  me: Awaited<ReturnType<typeof ownStanding>>,
) {
  return { period, ...presentPage("entries", rows.map(presentLeaderboardRow), next), me };
}

type MilestoneRow = Pick<typeof awards.$inferSelect, "id" | "milestoneHours" | "title" | "createdAt">;

/** A member's milestone badges that stand (not taken back), lowest threshold first. */
export function presentMilestones(rows: MilestoneRow[]) {
  return {
    milestones: rows.map((row) => ({
      id: row.id,
      hours: row.milestoneHours ?? 0,
      title: row.title,
      reachedAt: row.createdAt.toISOString(),
    })),
  };
}
