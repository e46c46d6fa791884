import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BetaSignupStatus } from "../../shared/enums";
import type { BetaSignupFilter } from "../../shared/schemas/beta-management";
import type { InstantPosition } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { betaSignups, profiles } from "../db/schema";
import { containsPattern } from "./like";
import { NEWEST_FIRST } from "./posts";

const columns = {
  id: betaSignups.id,
  name: betaSignups.name,
  email: betaSignups.email,
  organization: betaSignups.organization,
  organizationType: betaSignups.organizationType,
  message: betaSignups.message,
  status: betaSignups.status,
  note: betaSignups.note,
  createdAt: betaSignups.createdAt,
  reviewedAt: betaSignups.reviewedAt,
  invitedAt: betaSignups.invitedAt,
  /** created_at as the cursor's text (UTC, microseconds). */
  at: sql<string>`to_char(${betaSignups.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
  reviewerFirstName: profiles.firstName,
  reviewerLastName: profiles.lastName,
};

/** A beta sign-up as the platform admins see it, with the name of the admin who last decided on it. */
export type BetaSignupRow = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (db: Executor) =>
  db.select(columns).from(betaSignups).leftJoin(profiles, eq(profiles.userId, betaSignups.reviewedBy));

/** The search and organisation type; the status apart, as the counts per status leave it out. */
function matching(filter: BetaSignupFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      sql`(${betaSignups.name} ilike ${pattern} or ${betaSignups.email} ilike ${pattern} or ${betaSignups.organization} ilike ${pattern})`,
    );
  }
  if (filter.organizationType) where.push(eq(betaSignups.organizationType, filter.organizationType));
  return where;
}

/**
 * Sign-ups matching the filters, newest first, keyset-paged on (created_at, id): with a status
 * through `beta_signups_status_created_idx`; across statuses the list is sorted whole, which a beta
 * list of some thousand rows allows (docs/decisions.md, "Beta management"). `limit + 1` rows are
 * read, so that one more says a next page exists.
 */
export async function listBetaSignups(
  db: Executor,
  filter: BetaSignupFilter,
  cursor: InstantPosition | undefined,
  limit: number,
): Promise<BetaSignupRow[]> {
  const where = matching(filter);
  if (filter.status) where.push(eq(betaSignups.status, filter.status));
  if (cursor) {
    where.push(
      sql`(${betaSignups.createdAt}, ${betaSignups.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`,
    );
  }
  return selectRows(db)
    .where(and(...where))
    .orderBy(
      sql`${betaSignups.createdAt} ${sql.raw(NEWEST_FIRST)}`,
      sql`${betaSignups.id} ${sql.raw(NEWEST_FIRST)}`,
    )
    .limit(limit + 1);
}

/** How many sign-ups of each status match the search and organisation type (one statement). */
export async function countBetaSignups(
  db: Executor,
  filter: BetaSignupFilter,
): Promise<Record<BetaSignupStatus, number>> {
  const rows = await db
    .select({ status: betaSignups.status, count: sql<number>`count(*)::int` })
    .from(betaSignups)
    .where(and(...matching(filter)))
    .groupBy(betaSignups.status);
  const counts: Record<BetaSignupStatus, number> = { pending: 0, approved: 0, declined: 0 };
  for (const row of rows) counts[row.status as BetaSignupStatus] = row.count;
  return counts;
}

/** One sign-up with its reviewer's name, or null. */
export async function findBetaSignup(db: Executor, id: string): Promise<BetaSignupRow | null> {
  const [row] = await selectRows(db).where(eq(betaSignups.id, id));
  return row ?? null;
}
