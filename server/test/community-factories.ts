import type { Executor } from "../db/client";
import { contentReports, entityInvitations } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";

/** An open invitation of an address to the entity (as an admin's form makes one). */
export async function createInvitation(
  db: Executor,
  entity: EntityRef,
  email: string,
  invitedBy: { id: string } | null = null,
): Promise<string> {
  const [row] = await db
    .insert(entityInvitations)
    .values({
      entityType: entity.type,
      entityId: entity.id,
      email: email.toLowerCase(),
      invitedBy: invitedBy?.id ?? null,
    })
    .returning({ id: entityInvitations.id });
  if (!row) throw new Error("invitation was not created");
  return row.id;
}

/** An open report of a post (or of one of its comments) where the post lives (null: a profile). */
export async function createReport(
  db: Executor,
  options: {
    reporter: { id: string };
    entity: EntityRef | null;
    postId?: string;
    commentId?: string;
    reason?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(contentReports)
    .values({
      entityType: options.entity?.type ?? null,
      entityId: options.entity?.id ?? null,
      postId: options.commentId ? null : (options.postId ?? null),
      commentId: options.commentId ?? null,
      reporterId: options.reporter.id,
      reason: options.reason ?? "This is spam.",
    })
    .returning({ id: contentReports.id });
  if (!row) throw new Error("report was not created");
  return row.id;
}
