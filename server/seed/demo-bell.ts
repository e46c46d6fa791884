import type { Executor } from "../db/client";
import { notifications } from "../db/schema";
import { NOTIFICATION_TEXTS } from "../notifications/messages";
import type { MemberFixture } from "../test/factories";

/** A demo person by index in DEMO_PEOPLE. */
export type PersonAt = (index: number) => MemberFixture;

/**
 * The notifications the demo's likes, comments, mentions and connections would have made (the
 * texts of notifications/messages.ts), so that the bell of any demo member has something in it:
 * those of the last day unread, older ones read. Written as history: no mail or push is queued.
 */
export class DemoBell {
  private readonly rows: (typeof notifications.$inferInsert)[] = [];

  constructor(
    private readonly person: PersonAt,
    private readonly now: Date,
  ) {}

  add(
    userId: string,
    type: keyof typeof NOTIFICATION_TEXTS,
    actorIndex: number,
    postId: string | null,
    at: Date,
  ) {
    const actor = this.person(actorIndex);
    if (actor.id === userId) return;
    const connection = type === "connection_request" || type === "connection_accepted";
    this.rows.push({
      userId,
      type,
      message: NOTIFICATION_TEXTS[type](`${actor.firstName} ${actor.lastName}`),
      notificationUrl: connection
        ? type === "connection_request"
          ? "/connections"
          : `/profile/${actor.id}`
        : `/posts/${postId}`,
      activityPostId: postId,
      actorId: actor.id,
      isRead: this.now.getTime() - at.getTime() > 24 * 3_600_000,
      createdAt: at,
    });
  }

  async write(tx: Executor) {
    // Oldest first, so the live-event ids follow the same order as the rows' times.
    this.rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    for (let start = 0; start < this.rows.length; start += 500) {
      await tx.insert(notifications).values(this.rows.slice(start, start + 500));
    }
  }
}
