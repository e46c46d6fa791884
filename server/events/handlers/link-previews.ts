import { and, eq } from "drizzle-orm";
import { linkPreviews } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { LINK_PREVIEW_JOB } from "../../previews/preview-job";
import type { EventHandler } from "../types";

/**
 * A post written or edited with a link whose preview was never fetched queues one fetch of it
 * (once per URL, whatever the number of posts: the job's dedupe key is the URL). The fetch runs as
 * its own job, outside this transaction.
 */
export function linkPreviewRequests(): EventHandler<"post.created" | "post.updated"> {
  return {
    name: "link-preview-requests",
    events: ["post.created", "post.updated"],
    async run(event, tx) {
      const url = event.payload.linkUrl;
      if (!url) return;
      const [pending] = await tx
        .select({ url: linkPreviews.url })
        .from(linkPreviews)
        .where(and(eq(linkPreviews.url, url), eq(linkPreviews.status, "pending")));
      if (!pending) return;
      await enqueueJob(tx, LINK_PREVIEW_JOB, { url }, { dedupeKey: `link-preview:${url}`, maxAttempts: 3 });
    },
  };
}
