import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  createCommentSchema,
  createPostSchema,
  pageQuerySchema,
  postIdParamSchema,
  updatePostSchema,
} from "../../../shared/schemas/posts";
import { createComment } from "../../commands/posts/comments";
import { createPost } from "../../commands/posts/create-post";
import { deletePost } from "../../commands/posts/delete-post";
import { likePost, unlikePost } from "../../commands/posts/like-post";
import { updatePost } from "../../commands/posts/update-post";
import type { AppEnv } from "../../context";
import { posts, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { optionalSession, requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, can } from "../../policies";
import {
  presentCommentAnswer,
  presentCommentPage,
  presentDeleted,
  presentLikeState,
  presentPostAnswer,
  presentPostTeaser,
} from "../../presenters/post";
import { loadComment, loadCommentPage } from "../../queries/comments";
import { postOfRequest } from "../../queries/post-requests";
import { loadEntity } from "../entities/load";
import { assertBlueskyCopyAllowed } from "./bluesky-copy";
import { loadPost, loadPostView, POST_NOT_FOUND } from "./load";

/**
 * Posts (contracts.md "Posts"; decisions.md "Posts, feeds and connections"): writing on one's
 * profile or in a group, partnership or event, reading, editing and deleting one's own, likes,
 * comments, and the visitors' teaser.
 */
export const postRoutes = new Hono<AppEnv>()
  .post("/", requireSession, validate("json", createPostSchema), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid("json");
    const target = input.target ? await loadEntity(db, c.var.actor, input.target) : null;
    authorize(c.var.actor, "create", { kind: "postTarget", target });
    // A post sent again after its answer was lost: the one written is the answer, and sending it
    // again costs the member nothing of their limits.
    const sent = input.requestId ? await postOfRequest(db, c.var.member.id, input.requestId) : null;
    if (sent) return c.json(presentPostAnswer(c.var.actor, await loadPostView(db, c.var.actor, sent)), 200);
    if (input.alsoOnBluesky) await assertBlueskyCopyAllowed(c, Boolean(input.target));
    await enforceMemberLimit(c, "post");
    if (input.alsoOnBluesky) await enforceMemberLimit(c, "blueskyCopy");
    const { postId, created } = await createPost(db, c.var.member, {
      content: input.content,
      target: input.target ?? null,
      mediaFileIds: input.mediaFileIds ?? [],
      mediaAlt: input.mediaAlt ?? [],
      alsoOnBluesky: input.alsoOnBluesky ?? false,
      ...(input.requestId ? { requestId: input.requestId } : {}),
    });
    return c.json(
      presentPostAnswer(c.var.actor, await loadPostView(db, c.var.actor, postId)),
      created ? 201 : 200,
    );
  })
  .get("/:postId", requireSession, validate("param", postIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { postId } = c.req.valid("param");
    const { access } = await loadPost(db, c.var.actor, postId);
    authorize(c.var.actor, "view", access);
    return c.json(presentPostAnswer(c.var.actor, await loadPostView(db, c.var.actor, postId)));
  })
  .patch(
    "/:postId",
    requireSession,
    validate("param", postIdParamSchema),
    validate("json", updatePostSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      const { access } = await loadPost(db, c.var.actor, postId);
      authorize(c.var.actor, "update", access);
      await enforceMemberLimit(c, "contentEdit");
      await updatePost(db, c.var.member, postId, c.req.valid("json"));
      return c.json(presentPostAnswer(c.var.actor, await loadPostView(db, c.var.actor, postId)));
    },
  )
  .delete("/:postId", requireSession, validate("param", postIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { postId } = c.req.valid("param");
    const { access } = await loadPost(db, c.var.actor, postId);
    authorize(c.var.actor, "delete", access);
    await deletePost(c.var.deps, postId);
    return c.json(presentDeleted(postId));
  })
  .put("/:postId/like", requireSession, validate("param", postIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { postId } = c.req.valid("param");
    const { row, access } = await loadPost(db, c.var.actor, postId);
    authorize(c.var.actor, "like", access);
    await enforceMemberLimit(c, "like");
    return c.json(presentLikeState(await likePost(db, c.var.member, row)));
  })
  .delete("/:postId/like", requireSession, validate("param", postIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { postId } = c.req.valid("param");
    const { access } = await loadPost(db, c.var.actor, postId);
    authorize(c.var.actor, "like", access);
    // Unliking counts too: a toggle is one allowance, or a script would flip without end.
    await enforceMemberLimit(c, "like");
    return c.json(presentLikeState(await unlikePost(db, c.var.member, postId)));
  })
  .get(
    "/:postId/comments",
    requireSession,
    validate("param", postIdParamSchema),
    validate("query", pageQuerySchema),
    async (c) => {
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      const { access } = await loadPost(db, c.var.actor, postId);
      authorize(c.var.actor, "view", access);
      const page = await loadCommentPage(db, postId, c.req.valid("query").cursor);
      return c.json(presentCommentPage(c.var.actor, page, access));
    },
  )
  .post(
    "/:postId/comments",
    requireSession,
    validate("param", postIdParamSchema),
    validate("json", createCommentSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      const { row, access } = await loadPost(db, c.var.actor, postId);
      authorize(c.var.actor, "comment", access);
      await enforceMemberLimit(c, "comment");
      const commentId = await createComment(db, c.var.member, row, c.req.valid("json").content);
      const comment = await loadComment(db, commentId);
      if (!comment) throw new Error("comment vanished after it was written");
      return c.json(presentCommentAnswer(c.var.actor, comment, access), 201);
    },
  )
  // The visitors' teaser (/post/{id}); a private entity's post shares nothing, not even that it exists.
  .get("/:postId/share", optionalSession, validate("param", postIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { postId } = c.req.valid("param");
    const { access } = await loadPost(db, c.var.actor, postId);
    if (!can(c.var.actor, "share", access)) throw notFound(POST_NOT_FOUND);
    const [row] = await db
      .select({ post: posts, profile: profiles })
      .from(posts)
      .leftJoin(profiles, eq(profiles.userId, posts.authorId))
      .where(eq(posts.id, postId));
    if (!row) throw notFound(POST_NOT_FOUND);
    return c.json(
      presentPostTeaser({
        ...row.post,
        author: {
          userId: row.post.authorId,
          firstName: row.profile?.firstName ?? null,
          lastName: row.profile?.lastName ?? null,
          avatarUrl: row.profile?.avatarUrl ?? null,
        },
      }),
    );
  });
