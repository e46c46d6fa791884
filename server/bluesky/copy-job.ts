import { and, eq, inArray } from "drizzle-orm";
import {
  type BlueskySession,
  BlueskySessionError,
  type BlueskySessions,
  classifyBlueskyError,
} from "../auth/bluesky/sessions";
import type { Database } from "../db/client";
import { files, linkPreviews, postBlueskyCopies, posts } from "../db/schema";
import type { JobHandler } from "../jobs/worker";
import type { Logger } from "../logger";
import type { GuardedFetchOptions } from "../previews/guarded-fetch";
import type { ObjectStorage } from "../storage/object-storage";
import { buildCopyRecord, type CopySource } from "./copy-record";
import { newTid } from "./tid";

/** The job that publishes a post's copy on its author's Bluesky account (queued by createPost). */
export const BLUESKY_COPY_JOB = "bluesky.copy";
/** Tries over about ten minutes (5 s, 10 s, 20 s … apart) before "could not be reached". */
export const BLUESKY_COPY_MAX_ATTEMPTS = 8;
/** Tries that wait for the post's link preview, so that the copy carries its card. */
const PREVIEW_WAIT_ATTEMPTS = 3;
const POST_COLLECTION = "app.bsky.feed.post";

/** The post's page on bsky.app; by DID, which stays when the member changes handle. */
export const blueskyPostUrl = (did: string, rkey: string) => `https://bsky.app/profile/${did}/post/${rkey}`;

class WaitingForPreview extends Error {
  override name = "WaitingForPreview";
}

/** The post with what its copy is made of; null when the post is gone. */
async function loadSource(
  db: Database,
  storage: ObjectStorage | undefined,
  postId: string,
  publicUrl: string,
  attempt: number,
): Promise<CopySource | null> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post) return null;
  let linkPreview: CopySource["linkPreview"] = null;
  if (post.linkUrl) {
    const [preview] = await db.select().from(linkPreviews).where(eq(linkPreviews.url, post.linkUrl));
    if (preview?.status === "pending" && attempt < PREVIEW_WAIT_ATTEMPTS) {
      throw new WaitingForPreview("the link preview is not fetched yet");
    }
    if (preview?.status === "ok") linkPreview = preview;
  }
  const pictures = post.media.filter((item) => item.contentType.startsWith("image/"));
  const stored = pictures.length
    ? await db
        .select({ id: files.id, bucketId: files.bucketId, objectKey: files.objectKey })
        .from(files)
        .where(
          inArray(
            files.id,
            pictures.map((item) => item.fileId),
          ),
        )
    : [];
  const byId = new Map(stored.map((row) => [row.id, row]));
  return {
    postUrl: `${publicUrl.replace(/\/$/, "")}/posts/${post.id}`,
    content: post.content,
    linkPreview,
    images: pictures.map((item) => ({
      alt: item.alt ?? "",
      width: item.width,
      height: item.height,
      read: async () => {
        const file = byId.get(item.fileId);
        const object = file && storage ? await storage.get(file.bucketId, file.objectKey) : null;
        return object ? Buffer.concat(await object.body.toArray()) : null;
      },
    })),
  };
}

/**
 * Publishes a post's copy on Bluesky (docs/decisions.md, "Bluesky feed and cross-posting"). The
 * record's key is chosen and stored before the record is written, so a job run again (a lost
 * answer, a worker that died) finds the record instead of posting twice. A network failure is
 * thrown and tried again with the worker's back-off; on the last try, and at once for anything
 * trying again cannot mend (not connected, session revoked, text refused), the copy is `failed`
 * with the reason in the member's words. The post itself is never touched.
 */
export function blueskyCopyJob(deps: {
  db: Database;
  logger: Logger;
  sessions: BlueskySessions;
  storage?: ObjectStorage;
  publicUrl: string;
  fetch: GuardedFetchOptions;
}): JobHandler {
  const { db } = deps;
  const settle = (postId: string, values: Partial<typeof postBlueskyCopies.$inferInsert>) =>
    db
      .update(postBlueskyCopies)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(postBlueskyCopies.postId, postId), eq(postBlueskyCopies.status, "pending")));

  return async (job) => {
    const postId = String(job.payload.postId ?? "");
    const [copy] = await db.select().from(postBlueskyCopies).where(eq(postBlueskyCopies.postId, postId));
    if (copy?.status !== "pending") return;
    const source = await loadSource(db, deps.storage, postId, deps.publicUrl, job.attempts);
    if (!source) return;
    let session: BlueskySession | null = null;
    try {
      session = await deps.sessions.open(copy.userId);
      const { agent, did } = session;
      // The key chosen by an earlier try, if it was for this account.
      const earlier = copy.uri?.startsWith(`at://${did}/${POST_COLLECTION}/`)
        ? copy.uri.split("/").pop()
        : null;
      const rkey = earlier ?? newTid();
      if (earlier) {
        const found = await agent.com.atproto.repo
          .getRecord({ repo: did, collection: POST_COLLECTION, rkey })
          .then(() => true)
          .catch((error: unknown) => {
            if ((error as { error?: string }).error === "RecordNotFound") return false;
            throw error;
          });
        if (found) {
          await settle(postId, { status: "published", url: blueskyPostUrl(did, rkey), error: null });
          return;
        }
      } else {
        await settle(postId, { uri: `at://${did}/${POST_COLLECTION}/${rkey}` });
      }
      const record = await buildCopyRecord(agent, source, { logger: deps.logger, fetch: deps.fetch });
      const { data } = await agent.com.atproto.repo.createRecord({
        repo: did,
        collection: POST_COLLECTION,
        rkey,
        record,
        validate: true,
      });
      await session.settled();
      await settle(postId, {
        status: "published",
        uri: data.uri,
        url: blueskyPostUrl(did, rkey),
        error: null,
      });
    } catch (error) {
      await session?.settled();
      const problem = classifyBlueskyError(error);
      if (problem.transient && job.attempts < job.maxAttempts) throw error;
      deps.logger.info(
        { postId, problem: problem.problem, err: error instanceof BlueskySessionError ? undefined : error },
        "bluesky copy failed",
      );
      await settle(postId, { status: "failed", error: problem.message });
    }
  };
}
