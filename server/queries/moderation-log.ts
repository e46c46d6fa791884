import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ModerationAction } from "../../shared/moderation";
import type { LogQuery } from "../../shared/schemas/communities";
import type { Executor } from "../db/client";
import { type ModerationDetails, moderationLog, profiles } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

export interface ModerationEntry {
  /** Null for a platform admin's action outside any community (a profile post removed). */
  entity: EntityRef | null;
  actorId: string;
  action: ModerationAction;
  subjectUserId?: string | null;
  reason?: string | null;
  details?: ModerationDetails;
}

/** Writes one line of an entity's moderation log, in the transaction of the change it records. */
export async function logModeration(tx: Executor, entry: ModerationEntry): Promise<void> {
  await tx.insert(moderationLog).values({
    entityType: entry.entity?.type ?? null,
    entityId: entry.entity?.id ?? null,
    actorId: entry.actorId,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

/** An entity's log, newest first, `limit` lines after the cursor, with the names of who and whom. */
export async function listModerationLog(db: Executor, entity: EntityRef, query: LogQuery, limit: number) {
  const conditions: SQL[] = [
    eq(moderationLog.entityType, entity.type),
    eq(moderationLog.entityId, entity.id),
  ];
  if (query.cursor) conditions.push(lt(moderationLog.id, query.cursor[0]));
  const actor = alias(profiles, "actor_profile");
  const subject = alias(profiles, "subject_profile");
  const rows = await db
    .select({
      entry: moderationLog,
      actor: {
        userId: actor.userId,
        firstName: actor.firstName,
        lastName: actor.lastName,
        avatarUrl: actor.avatarUrl,
      },
      subject: {
        userId: subject.userId,
        firstName: subject.firstName,
        lastName: subject.lastName,
        avatarUrl: subject.avatarUrl,
      },
    })
    .from(moderationLog)
    .leftJoin(actor, eq(actor.userId, moderationLog.actorId))
    .leftJoin(subject, eq(subject.userId, moderationLog.subjectUserId))
    .where(and(...conditions))
    .orderBy(desc(moderationLog.id))
    .limit(limit);
  return rows;
}
