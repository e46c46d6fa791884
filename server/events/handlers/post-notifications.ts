import { eq } from "drizzle-orm";
import type { NotificationType } from "../../../shared/enums";
import { fullName } from "../../db/posts";
import { comments, posts, profiles } from "../../db/schema";
import { NOTIFICATION_TEXTS } from "../../notifications/messages";
import { recordNotification } from "../../notifications/record";
import type { EventHandler } from "../registry";
import type { StoredEvent } from "../types";

type PostEvent = "post.liked" | "comment.created" | "member.mentioned";

const TYPES: Record<PostEvent, keyof typeof NOTIFICATION_TEXTS & NotificationType> = {
  "post.liked": "like",
  "comment.created": "comment",
  "member.mentioned": "mention",
};

/** Who hears of the event and which post it is about; null when the post or comment is gone. */
function recipient(event: StoredEvent<PostEvent>) {
  switch (event.type) {
    case "post.liked":
      return { userId: event.payload.postAuthorId, postId: event.subject.id };
    case "comment.created":
      return { userId: event.payload.postAuthorId, postId: event.payload.postId };
    case "member.mentioned":
      return { userId: event.payload.mentionedUserId, postId: event.subject.id };
  }
}

/**
 * Notification rows for likes and comments (to the post's author) and mentions (to the member
 * named), never to the member who caused them (decisions.md, "Notifications"). Delivery (the bell,
 * mail, push) reads these rows later.
 */
export function postNotifications(): EventHandler<PostEvent> {
  return {
    name: "post-notifications",
    events: ["post.liked", "comment.created", "member.mentioned"],
    async run(event, tx) {
      const to = recipient(event);
      if (!event.actorId || to.userId === event.actorId) return;
      // A post deleted before the job ran has nothing left to open.
      const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, to.postId));
      if (!post) return;
      if (event.type === "comment.created") {
        const [comment] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.id, event.subject.id));
        if (!comment) return;
      }
      const [actor] = await tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.userId, event.actorId));
      const type = TYPES[event.type];
      await recordNotification(tx, {
        userId: to.userId,
        type,
        message: NOTIFICATION_TEXTS[type](actor ? fullName(actor) : "A member"),
        notificationUrl: `/posts/${to.postId}`,
        activityPostId: to.postId,
        actorId: event.actorId,
      });
    },
  };
}
