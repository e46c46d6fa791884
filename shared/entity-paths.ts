import type { EntityType } from "./enums";

/** Where each entity type's pages live (spec §2): `/groups/{id}`, `/partnerships/{id}`, `/events/{id}`. */
export const ENTITY_PATHS: Record<EntityType, string> = {
  group: "/groups",
  partnership: "/partnerships",
  event: "/events",
};

/** The page of one group, partnership or event. */
export const entityPath = (ref: { type: EntityType; id: number }) => `${ENTITY_PATHS[ref.type]}/${ref.id}`;

/** `group-12`: how notifications and the organisation list name an entity (spec §3, §5). */
export const entityKeyOf = (ref: { type: EntityType; id: number }) => `${ref.type}-${ref.id}`;
