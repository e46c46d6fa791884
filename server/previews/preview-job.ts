import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { linkPreviews } from "../db/schema";
import type { JobHandler } from "../jobs/worker";
import { BlockedAddressError } from "../lib/public-address";
import type { Logger } from "../logger";
import type { GuardedFetchOptions } from "./guarded-fetch";
import { fetchLinkPreview } from "./link-preview";

/** The job that fetches one link's preview (queued by events/handlers/link-previews.ts). */
export const LINK_PREVIEW_JOB = "link-preview.fetch";

/**
 * Fetches a link's page through the guard and stores what it shows, outside any transaction (a
 * slow site must not hold a database connection). A page that refuses, is not HTML or names no
 * title is `failed`; an address inside our network is `blocked`; either way the post shows no
 * preview. A network error is thrown, so the worker tries again later.
 */
export function linkPreviewJob(deps: {
  db: Database;
  logger: Logger;
  fetch?: GuardedFetchOptions;
}): JobHandler {
  return async (job) => {
    const url = String(job.payload.url ?? "");
    const [row] = await deps.db.select().from(linkPreviews).where(eq(linkPreviews.url, url));
    if (row?.status !== "pending") return;
    let values: Partial<typeof linkPreviews.$inferInsert>;
    try {
      const preview = await fetchLinkPreview(url, deps.fetch);
      values = preview
        ? {
            status: "ok",
            title: preview.title,
            description: preview.description,
            imageUrl: preview.imageUrl,
            siteName: preview.siteName,
          }
        : { status: "failed" };
    } catch (error) {
      if (!(error instanceof BlockedAddressError)) throw error;
      deps.logger.info({ url }, "link preview refused: the address is inside");
      values = { status: "blocked" };
    }
    await deps.db
      .update(linkPreviews)
      .set({ ...values, fetchedAt: new Date() })
      .where(eq(linkPreviews.url, url));
  };
}
