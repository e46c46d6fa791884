import { eq } from "drizzle-orm";
import type { NotificationType } from "../../../shared/enums";
import { comments, profiles } from "../../db/schema";
import type { Config } from "../../env";
import { loadMemberActor } from "../../loaders/member-actor";
import { NOTIFICATION_TEXTS } from "../../notifications/messages";
import { claimForever, onceKeys } from "../../notifications/once";
import { recordNotification } from "../../notifications/record";
import { can } from "../../policies";
import { loadPostAccess } from "../../queries/post-access";
import { fullName } from "../../queries/posts";
import type { EventHandler, StoredEvent } from "../types";

type PostEvent = "post.liked" | "comment.created" | "member.mentioned";

const TYPES: Record<PostEvent, keyof typeof NOTIFICATION_TEXTS & NotificationType> = {
  "post.liked": "like",
  "comment.created": "comment",
  "member.mentioned": "mention",
};

/**
 * Who hears of the event, which post it is about, and the key that makes it once per subject and
 * recipient, ever (a like taken back and given again, a mention edited out and back in); a new
 * comment is its own subject.
 */
function recipient(event: StoredEvent<PostEvent>, actorId: string) {
  switch (event.type) {
    case "post.liked":
      return {
        userId: event.payload.postAuthorId,
        postId: event.subject.id,
        once: onceKeys.like(event.subject.id, actorId),
      };
    case "comment.created":
      return { userId: event.payload.postAuthorId, postId: event.payload.postId, once: null };
    case "member.mentioned":
      return {
        userId: event.payload.mentionedUserId,
        postId: event.subject.id,
        once: onceKeys.mention(event.subject.id, event.payload.commentId, event.payload.mentionedUserId),
      };
  }
}

/**
 * Notification rows for likes and comments (to the post's author) and mentions (to the member
 * named), never to the member who caused them (decisions.md, "Notifications"), never to one who
 * may not view the post (a member named in a private group's post they are not in), and for a
 * like or a mention once per post and member, ever (issue 26). Delivery (the bell, mail, push)
 * reads these rows later.
 */
export function postNotifications(deps: { config: Config }): EventHandler<PostEvent> {
  return {
    name: "post-notifications",
    events: ["post.liked", "comment.created", "member.mentioned"],
    async run(event, tx) {
      if (!event.actorId) return;
      const to = recipient(event, event.actorId);
      if (to.userId === event.actorId) return;
      const reader = await loadMemberActor(tx, deps.config, to.userId);
      if (!reader) return;
      // A post deleted before the job ran has nothing left to open; one they may not read, nothing to tell.
      const found = await loadPostAccess(tx, reader, to.postId);
      if (!found || !can(reader, "view", found.access)) return;
      if (event.type === "comment.created") {
        const [comment] = await tx
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.id, event.subject.id));
        if (!comment) return;
      }
      if (to.once && !(await claimForever(tx, to.once, to.postId))) return;
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
