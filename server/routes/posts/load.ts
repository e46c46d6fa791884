import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import type { Actor } from "../../policies";
import { loadPostAccess } from "../../queries/post-access";
import { loadPostViews, type PostView } from "../../queries/posts";

export const POST_NOT_FOUND = "This post does not exist.";

/** The load step of a post route: the post and the actor's access to it, or 404. */
export async function loadPost(db: Executor, actor: Actor, postId: string) {
  const found = await loadPostAccess(db, actor, postId);
  if (!found) throw notFound(POST_NOT_FOUND);
  return found;
}

/** The post as it is now, ready for its presenter (after a write, or for GET). */
export async function loadPostView(db: Executor, actor: Actor, postId: string): Promise<PostView> {
  const [view] = await loadPostViews(db, actor, [postId]);
  if (!view) throw notFound(POST_NOT_FOUND);
  return view;
}
