import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EntityType } from "../../shared/enums";
import type { InstantPosition } from "../../shared/schemas/cursor";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { awards, events, groups, partnerships, profiles } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

/** The giver's column of each entity type: an admin's award names exactly one. */
export const GIVEN_BY = {
  group: awards.groupId,
  partnership: awards.partnershipId,
  event: awards.eventId,
} as const;

const recipient = alias(profiles, "recipient");

const columns = {
  award: awards,
  /** created_at as the cursor's text (UTC, microseconds). */
  at: sql<string>`to_char(${awards.createdAt} at time zone 'UTC', ${POSITION_FORMAT})`,
  groupName: groups.name,
  partnershipName: partnerships.name,
  eventName: events.eventName,
  recipient: {
    userId: recipient.userId,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    avatarUrl: recipient.avatarUrl,
  },
};

/** Awards with their giver's name and their recipient, in one statement (no query per row). */
const selectAwards = (db: Executor) =>
  db
    .select(columns)
    .from(awards)
    .leftJoin(groups, eq(groups.groupId, awards.groupId))
    .leftJoin(partnerships, eq(partnerships.partnershipId, awards.partnershipId))
    .leftJoin(events, eq(events.eventId, awards.eventId))
    .leftJoin(recipient, eq(recipient.userId, awards.recipientId));

export type AwardRow = Awaited<ReturnType<ReturnType<typeof selectAwards>["execute"]>>[number];

/** The giver of an admin's award, as a reference; null for a milestone badge. */
export function giverOf(award: typeof awards.$inferSelect): EntityRef | null {
  if (award.groupId) return { type: "group", id: award.groupId };
  if (award.partnershipId) return { type: "partnership", id: award.partnershipId };
  if (award.eventId) return { type: "event", id: award.eventId };
  return null;
}

const after = (cursor: InstantPosition | null): SQL =>
  cursor
    ? sql`(${awards.createdAt}, ${awards.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : sql`true`;

const newestFirst = [desc(awards.createdAt), desc(awards.id)];

/**
 * The awards an organisation gave, newest first, `limit` rows after the cursor, through
 * awards_{group,partnership,event}_created_idx; revoked ones, and those the member hid from
 * their profile, only for its admins.
 */
export function listEntityAwards(
  db: Executor,
  ref: EntityRef,
  options: { includeRevoked: boolean },
  cursor: InstantPosition | null,
  limit: number,
): Promise<AwardRow[]> {
  return selectAwards(db)
    .where(
      and(
        eq(GIVEN_BY[ref.type], ref.id),
        eq(awards.kind, "manual"),
        // Its admins see every award it gave; others neither revoked ones nor those their member hid.
        options.includeRevoked ? undefined : and(isNull(awards.revokedAt), isNull(awards.hiddenAt)),
        after(cursor),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * A member's awards from organisations, newest first, through awards_recipient_created_idx:
 * never milestone badges (another list's), never revoked ones; hidden ones only when asked (the
 * member's own view).
 */
export function listMemberAwards(
  db: Executor,
  userId: string,
  options: { includeHidden: boolean },
  cursor: InstantPosition | null,
  limit: number,
): Promise<AwardRow[]> {
  return selectAwards(db)
    .where(
      and(
        eq(awards.recipientId, userId),
        eq(awards.kind, "manual"),
        isNull(awards.revokedAt),
        options.includeHidden ? undefined : isNull(awards.hiddenAt),
        after(cursor),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One award by id, with what it shows; null when there is none. */
export async function findAward(db: Executor, id: string): Promise<AwardRow | null> {
  const [row] = await selectAwards(db).where(eq(awards.id, id));
  return row ?? null;
}

/**
 * The rows of one giving among these recipients, for a retried request (`grantId`): found
 * through the recipients' index, since `grant_id` has none of its own.
 */
export function findGrant(db: Executor, grantId: string, recipientIds: string[]): Promise<AwardRow[]> {
  return selectAwards(db)
    .where(and(inArray(awards.recipientId, recipientIds), eq(awards.grantId, grantId)))
    .orderBy(...newestFirst);
}

/** The giver's type of a row (the entity column it names). */
export const giverType = (row: AwardRow): EntityType | null => giverOf(row.award)?.type ?? null;
