import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { postRequests } from "../db/schema";

/**
 * The post the author already sent under this request id (the post form's id for it), or null:
 * a post sent again after its answer was lost is answered with this one.
 */
export async function postOfRequest(
  db: Executor,
  authorId: string,
  requestId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ postId: postRequests.postId })
    .from(postRequests)
    .where(and(eq(postRequests.authorId, authorId), eq(postRequests.requestId, requestId)));
  return row?.postId ?? null;
}
