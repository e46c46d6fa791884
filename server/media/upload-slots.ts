import type { Context } from "hono";
import { AppError } from "../errors";

/** How long a refused upload is told to wait: uploads in flight end within seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The uploads one server is receiving now, per member and in all (issue 26). */
export interface UploadSlots {
  /**
   * Takes a slot for one upload of the member, or refuses it: 429 when the member has their share
   * under way, 503 when the server has. Returns the function that gives the slot back (call it in
   * a `finally`, whatever became of the upload).
   */
  acquire(c: Context, memberId: string): () => void;
  /** Uploads under way on this server. */
  size(): number;
}

/**
 * Slots for uploads in flight. Each upload holds a temporary file and, while an image is
 * re-encoded, its pixels: caps per member and per server keep what a server spends on uploads
 * bounded however many are sent at once (UPLOADS_PER_MEMBER, UPLOADS_PER_SERVER).
 */
export function createUploadSlots(caps: { perMember: number; perServer: number }): UploadSlots {
  const byMember = new Map<string, number>();
  let total = 0;
  return {
    acquire(c, memberId) {
      const mine = byMember.get(memberId) ?? 0;
      if (mine >= caps.perMember || total >= caps.perServer) {
        c.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw mine >= caps.perMember
          ? new AppError(
              "rate_limited",
              "You are already uploading several files. Please wait for one to finish, then try again.",
            )
          : new AppError(
              "service_unavailable",
              "The server is busy receiving other uploads. Please try again in a moment.",
            );
      }
      byMember.set(memberId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byMember.get(memberId) ?? 1) - 1;
        if (left > 0) byMember.set(memberId, left);
        else byMember.delete(memberId);
      };
    },
    size: () => total,
  };
}
