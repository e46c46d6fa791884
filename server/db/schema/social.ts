import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { BLUESKY_COPY_STATUSES, CONNECTION_STATUSES, POST_TARGET_TYPES } from "../../../shared/enums";
import { POST_MAX_LENGTH } from "../../../shared/limits";
import { users } from "./auth";
import { groups, partnerships } from "./communities";
import { events } from "./events";
import { inList, timestamps } from "./helpers";

/** One picture or video of a post, copied from its `files` row when the post was written. */
export interface PostMediaItem {
  fileId: string;
  url: string;
  contentType: string;
  width?: number | null;
  height?: number | null;
  /** The author's description of the picture (alternative text); absent or "" when none. */
  alt?: string;
}

/** Link previews ("smart links"), fetched once per URL by a background job. */
export const linkPreviews = pgTable("link_previews", {
  url: text("url").primaryKey(),
  title: text("title"),
  description: text("description"),
  imageUrl: text("image_url"),
  siteName: text("site_name"),
  /** `ok`, `failed` or `blocked` (a private address refused by the fetcher). */
  status: text("status").notNull().default("ok"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A post on the author's profile or in a group, partnership or event feed. Feeds page by
 * (created_at, id) descending; each target has its own index for that order.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: varchar("content", { length: POST_MAX_LENGTH }).notNull().default(""),
    targetType: text("target_type").notNull().default("profile"),
    groupId: integer("group_id").references(() => groups.groupId, { onDelete: "cascade" }),
    partnershipId: integer("partnership_id").references(() => partnerships.partnershipId, {
      onDelete: "cascade",
    }),
    eventId: integer("event_id").references(() => events.eventId, { onDelete: "cascade" }),
    linkUrl: text("link_url").references(() => linkPreviews.url, { onDelete: "set null" }),
    /** Media attached to the post: files in the post-media bucket, in order. */
    media: jsonb("media").$type<PostMediaItem[]>().notNull().default([]),
    /**
     * How many likes and comments the post has, kept by triggers on `post_likes` and `comments`
     * (migration 0011) so that a feed page reads them with the post instead of counting.
     */
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("posts_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("posts_author_created_idx").on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index("posts_group_created_idx")
      .on(t.groupId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.groupId} is not null`),
    index("posts_partnership_created_idx")
      .on(t.partnershipId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.partnershipId} is not null`),
    index("posts_event_created_idx")
      .on(t.eventId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.eventId} is not null`),
    check("posts_target_type_check", inList(t.targetType, POST_TARGET_TYPES)),
    check(
      "posts_target_matches_check",
      sql`(${t.targetType} = 'profile' and ${t.groupId} is null and ${t.partnershipId} is null and ${t.eventId} is null)
        or (${t.targetType} = 'group' and ${t.groupId} is not null and ${t.partnershipId} is null and ${t.eventId} is null)
        or (${t.targetType} = 'partnership' and ${t.partnershipId} is not null and ${t.groupId} is null and ${t.eventId} is null)
        or (${t.targetType} = 'event' and ${t.eventId} is not null and ${t.groupId} is null and ${t.partnershipId} is null)`,
    ),
  ],
);

/**
 * A post's copy on its author's Bluesky account (issue 31), asked for when the post was written
 * and published by a background job: `uri` and `url` once published, `error` in the member's
 * words when it failed. The post itself never depends on it.
 */
export const postBlueskyCopies = pgTable(
  "post_bluesky_copies",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    /** The record's at:// URI on the member's PDS. */
    uri: text("uri"),
    /** The post's page on bsky.app. */
    url: text("url"),
    error: text("error"),
    ...timestamps,
  },
  (t) => [
    check("post_bluesky_copies_status_check", inList(t.status, BLUESKY_COPY_STATUSES)),
    index("post_bluesky_copies_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The id the post form gave each post it sent (issue 31): a post sent again because its answer
 * was lost (the network dropped after the server wrote it) is found here and answered, not
 * written twice. Kept as long as the post.
 */
export const postRequests = pgTable(
  "post_requests",
  {
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.requestId] }),
    // Deleting a post finds its row by this index rather than by scanning.
    uniqueIndex("post_requests_post_idx").on(t.postId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentCommentId: uuid("parent_comment_id").references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    content: varchar("content", { length: POST_MAX_LENGTH }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("comments_post_created_idx").on(t.postId, t.createdAt, t.id),
    index("comments_author_id_idx").on(t.authorId),
  ],
);

/** One like per member and post. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_id_idx").on(t.userId)],
);

/** An @mention of a member in a post or a comment. */
export const mentions = pgTable(
  "mentions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    mentionedUserId: uuid("mentioned_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mentions_mentioned_user_idx").on(t.mentionedUserId, t.createdAt.desc()),
    index("mentions_post_id_idx").on(t.postId),
    uniqueIndex("mentions_unique_idx").on(
      t.postId,
      sql`coalesce(${t.commentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.mentionedUserId,
    ),
  ],
);

/**
 * A connection between two members. One row per pair, whoever asked: the unique index on the
 * ordered pair stops a second request in the other direction.
 */
export const connections = pgTable(
  "connections",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requesterId: uuid("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addresseeId: uuid("addressee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("connections_pair_idx").on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    // The request lists page newest first within (member, status): /connections.
    index("connections_addressee_status_idx").on(t.addresseeId, t.status, t.createdAt.desc(), t.id.desc()),
    index("connections_requester_status_idx").on(t.requesterId, t.status, t.createdAt.desc(), t.id.desc()),
    check("connections_status_check", inList(t.status, CONNECTION_STATUSES)),
    check("connections_not_self_check", sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/**
 * The posts of each member's accepted connections, one row per reader and post: the home feed's
 * connections source reads a reader's newest rows from one index instead of every connection's
 * posts (fan-out on write, docs/performance.md). Kept by triggers (migration 0011) whatever code
 * writes posts or connections: a post is copied to its author's connections when it is written,
 * an accepted connection copies each side's posts to the other, and a connection that ends takes
 * them away. Every post of the author is copied; the feed applies visibility when it reads, so a
 * group that turns private hides its posts at once.
 */
export const connectionPosts = pgTable(
  "connection_posts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // Serves the delete when a connection ends, and each reader's uniqueness.
    primaryKey({ columns: [t.userId, t.authorId, t.postId] }),
    index("connection_posts_feed_idx").on(t.userId, t.createdAt.desc(), t.postId.desc()),
    index("connection_posts_post_id_idx").on(t.postId),
  ],
);
