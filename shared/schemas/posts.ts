import { z } from "zod";
import { POST_MAX_LENGTH, POST_MEDIA_ALT_MAX, POST_MEDIA_MAX } from "../limits";
import { instantCursor } from "./cursor";
import { multiLineText, singleLineText } from "./text";

/** Longest search text for mention suggestions. */
export const MENTION_QUERY_MAX = 100;

const entityId = z
  .number("Not a valid id.")
  .int("Not a valid id.")
  .positive("Not a valid id.")
  .max(2_147_483_647, "Not a valid id.");

/** Post text: at most 5,000 characters, not blank (spec §9). */
export const postContent = () =>
  multiLineText()
    .min(1, "Write something before posting.")
    .max(POST_MAX_LENGTH, `A post can be at most ${POST_MAX_LENGTH.toLocaleString("en-US")} characters.`);

/** Comment text: the same limit as a post. */
export const commentContent = () =>
  multiLineText()
    .min(1, "Write a comment first.")
    .max(POST_MAX_LENGTH, `A comment can be at most ${POST_MAX_LENGTH.toLocaleString("en-US")} characters.`);

/** Where a post goes other than the author's own profile. */
export const postTargetSchema = z.object({
  type: z.enum(["group", "partnership", "event"], "Not a place to post."),
  id: entityId,
});

/** A list of descriptions that is not one per attached picture or video. */
export const DESCRIPTION_COUNT_MESSAGE = "Each description needs its picture.";

/** What a picture shows, for those who cannot see it: one line, empty when the author gave none. */
export const mediaAltText = () =>
  singleLineText().max(
    POST_MEDIA_ALT_MAX,
    `A description can be at most ${POST_MEDIA_ALT_MAX.toLocaleString("en-US")} characters.`,
  );

/** POST /api/posts. */
export const createPostSchema = z
  .object({
    content: postContent(),
    target: postTargetSchema.optional(),
    mediaFileIds: z
      .array(z.uuid("Not a valid file id."), "Not a list of files.")
      .max(POST_MEDIA_MAX, `A post can carry at most ${POST_MEDIA_MAX} pictures or videos.`)
      .refine((ids) => new Set(ids).size === ids.length, "A file is attached twice.")
      .optional(),
    /**
     * The post form's id for this post: sent again after a lost answer, it answers the post
     * already written instead of writing a second one.
     */
    requestId: z.uuid("Not a valid request id.").optional(),
    /** Each attached file's description, in the order of `mediaFileIds` ("" for none). */
    mediaAlt: z.array(mediaAltText(), "Not a list of descriptions.").max(POST_MEDIA_MAX).optional(),
    /**
     * Also publish the post on the author's Bluesky account (issue 31): only for a post on their own
     * profile, and only when their profile is connected to Bluesky.
     */
    alsoOnBluesky: z.boolean("Choose whether to post on Bluesky too.").optional(),
  })
  .refine((input) => !input.mediaAlt || input.mediaAlt.length === (input.mediaFileIds?.length ?? 0), {
    path: ["mediaAlt"],
    message: DESCRIPTION_COUNT_MESSAGE,
  });
export type CreatePostInput = z.infer<typeof createPostSchema>;

/**
 * PATCH /api/posts/:postId: the text, and the descriptions of its pictures and videos (one per
 * item, in order: the server checks the count against the post's); media and target stay.
 */
export const updatePostSchema = z.object({
  content: postContent(),
  mediaAlt: z.array(mediaAltText(), "Not a list of descriptions.").max(POST_MEDIA_MAX).optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** POST /api/posts/:postId/comments. */
export const createCommentSchema = z.object({ content: commentContent() });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** `?cursor=` of every feed and the comment list. */
export const pageQuerySchema = z.object({
  cursor: instantCursor.optional(),
});

/** GET /api/mentions/suggestions?q= */
export const mentionSuggestionsQuerySchema = z.object({
  q: singleLineText().max(MENTION_QUERY_MAX, "Search text is too long.").default(""),
});

export const postIdParamSchema = z.object({ postId: z.uuid("Not a valid post id.") });
export const commentIdParamSchema = z.object({ commentId: z.uuid("Not a valid comment id.") });
