import { eq, sql } from "drizzle-orm";
import { entityKeyOf } from "../../../shared/entity-paths";
import type { NotificationType } from "../../../shared/enums";
import { posts, profiles } from "../../db/schema";
import { MEMBERSHIP_TABLES } from "../../loaders/memberships";
import { COMMUNITY_TEXTS } from "../../notifications/messages";
import { recordNotificationsFor } from "../../notifications/record";
import { findEntityName } from "../../queries/entity-names";
import { targetOf } from "../../queries/post-access";
import { fullName } from "../../queries/posts";
import type { EventHandler } from "../types";

const TYPES = {
  group: "group_post",
  partnership: "partnership_post",
  event: "event_post",
} as const satisfies Record<string, NotificationType>;

/**
 * A post in a group, partnership or event tells the entity's other active members (decisions.md,
 * "Notifications"): one notification each, in one statement; e-mail and push follow each
 * member's "Community posts" switches.
 */
export function communityPostNotifications(): EventHandler<"post.created"> {
  return {
    name: "community-post-notifications",
    events: ["post.created"],
    async run(event, tx) {
      const [post] = await tx.select().from(posts).where(eq(posts.id, event.subject.id));
      const target = post ? targetOf(post) : null;
      if (!post || !target) return;
      const place = await findEntityName(tx, target);
      if (place === null) return;
      const [author] = await tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.userId, post.authorId));
      const m = MEMBERSHIP_TABLES[target.type];
      const type = TYPES[target.type];
      await recordNotificationsFor(
        tx,
        sql`select ${m.userId} from ${m.table}
          where ${m.entityId} = ${target.id} and ${m.table.status} = 'active' and ${m.userId} <> ${post.authorId}`,
        {
          type,
          message: COMMUNITY_TEXTS[type](author ? fullName(author) : "A member", place),
          notificationUrl: `/posts/${post.id}`,
          activityPostId: post.id,
          entityId: entityKeyOf(target),
          actorId: post.authorId,
        },
      );
    },
  };
}
