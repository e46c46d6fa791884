import { eq } from "drizzle-orm";
import type { EntityType } from "../../shared/enums";
import type { Executor } from "../db/client";
import { posts } from "../db/schema";
import { loadEntityAccessMany } from "../loaders/entity-access";
import type { Actor } from "../policies/actor";
import type { EntityAccess } from "../policies/entity";
import type { PostAccess } from "../policies/post";

/** The post's target as an entity reference, or null for a profile post. */
export function targetOf(row: Pick<typeof posts.$inferSelect, "groupId" | "partnershipId" | "eventId">) {
  if (row.groupId !== null) return { type: "group" as const, id: row.groupId };
  if (row.partnershipId !== null) return { type: "partnership" as const, id: row.partnershipId };
  if (row.eventId !== null) return { type: "event" as const, id: row.eventId };
  return null;
}

/** The actor's access to each post's target, in at most three queries (one per entity type). */
export async function loadPostAccessMany(
  db: Executor,
  actor: Actor,
  rows: Pick<typeof posts.$inferSelect, "id" | "authorId" | "groupId" | "partnershipId" | "eventId">[],
): Promise<Map<string, PostAccess>> {
  const byType: Record<EntityType, number[]> = { group: [], partnership: [], event: [] };
  for (const row of rows) {
    const target = targetOf(row);
    if (target) byType[target.type].push(target.id);
  }
  const loaded: Record<EntityType, Map<number, EntityAccess>> = {
    group: new Map(),
    partnership: new Map(),
    event: new Map(),
  };
  for (const type of ["group", "partnership", "event"] as const) {
    if (byType[type].length) loaded[type] = await loadEntityAccessMany(db, actor, type, byType[type]);
  }
  const result = new Map<string, PostAccess>();
  for (const row of rows) {
    const target = targetOf(row);
    const access = target ? loaded[target.type].get(target.id) : null;
    if (target && !access) continue;
    result.set(row.id, { kind: "post", authorId: row.authorId, target: access ?? null });
  }
  return result;
}

/** One post with the actor's access to it; null when it does not exist. */
export async function loadPostAccess(db: Executor, actor: Actor, postId: string) {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!row) return null;
  const access = (await loadPostAccessMany(db, actor, [row])).get(row.id);
  return access ? { row, access } : null;
}
