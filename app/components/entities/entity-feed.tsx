import type { EntityType } from "../../../shared/enums";
import { ActivityFeed } from "../posts/activity-feed";
import { PostComposer } from "../posts/post-composer";

/** What the feed section needs to know about the entity whose page it is on. */
export interface FeedEntity {
  type: EntityType;
  id: number;
  can: { view: boolean; post: boolean };
}

/**
 * The entity's own feed on its page: the post form for those who may post (its members), and
 * the feed for those who may view it (decisions.md: "Each entity page has its own feed").
 */
export function EntityFeed({ entity }: { entity: FeedEntity }) {
  if (!entity.can.view) return null;
  return (
    <section aria-labelledby="entity-feed-heading" className="grid gap-4">
      <h2 id="entity-feed-heading" className="text-lg font-semibold">
        Posts
      </h2>
      {entity.can.post && <PostComposer target={{ type: entity.type, id: entity.id }} />}
      <ActivityFeed source={{ kind: entity.type, id: entity.id }} />
    </section>
  );
}
