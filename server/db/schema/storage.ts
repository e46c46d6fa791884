import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ENTITY_TYPES } from "../../../shared/enums";
import { PICTURE_UPLOAD_BUCKETS } from "../../../shared/limits";
import { users } from "./auth";
import { inList } from "./helpers";
import { posts } from "./social";

/** Storage buckets with their limits (spec §9), written at start-up from shared/limits.ts. */
export const storageBuckets = pgTable("storage_buckets", {
  id: text("id").primaryKey(),
  public: boolean("public").notNull().default(true),
  fileSizeLimit: bigint("file_size_limit", { mode: "number" }),
  allowedMimeTypes: text("allowed_mime_types").array(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded object, on local disk or in object storage. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    bucketId: text("bucket_id")
      .notNull()
      .references(() => storageBuckets.id, { onDelete: "restrict" }),
    objectKey: text("object_key").notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** The group, partnership or event whose storage the file counts against, if any. */
    entityType: text("entity_type"),
    entityId: integer("entity_id"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** An image's size in pixels after re-encoding (server/media); null for videos and documents. */
    width: integer("width"),
    height: integer("height"),
    /**
     * The post a post-media upload went into (server/commands/posts/create-post.ts). One still
     * without a post a day after it was uploaded (the composer closed, the post never sent) is
     * deleted, and so is one whose post is gone (server/media/unattached-uploads.ts).
     */
    postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
    /**
     * When a picture upload (an avatar, a cover, a community's, an event's or a team's picture)
     * was first saved into what shows it. One never saved a day after it was uploaded (the form
     * closed unsaved) is deleted (server/media/unattached-uploads.ts); a saved one lives until it
     * is replaced or removed.
     */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("files_bucket_key_idx").on(t.bucketId, t.objectKey),
    index("files_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
    index("files_owner_id_idx").on(t.ownerId),
    // A post's files, for its deletion and for the foreign key's own `set null`.
    index("files_post_id_idx").on(t.postId).where(sql`${t.postId} is not null`),
    // Uploads no post took, oldest first, for the hourly clean-up.
    index("files_unattached_media_idx")
      .on(t.createdAt)
      .where(sql`${t.bucketId} = 'post-media' and ${t.postId} is null`),
    // Pictures no form saved, oldest first, for the same clean-up.
    index("files_unattached_pictures_idx")
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null and ${inList(t.bucketId, PICTURE_UPLOAD_BUCKETS)}`),
    check("files_size_check", sql`${t.sizeBytes} >= 0`),
    check("files_entity_type_check", sql`${t.entityType} is null or ${inList(t.entityType, ENTITY_TYPES)}`),
  ],
);
