import type { Actor } from "./actor";
import { type Decision, resting } from "./decision";
import { type EntityAccess, explainOnEntity } from "./entity";
import type { RoleAction } from "./roles";

/** What can be done with a group's, partnership's or event's files (issue 11, item 4). */
export const ENTITY_STORAGE_ACTIONS = ["list", "download", "upload", "delete"] as const;
export type EntityStorageAction = (typeof ENTITY_STORAGE_ACTIONS)[number];

/** One entity's storage: the actor's access to the entity decides. */
export interface EntityStorageAccess {
  kind: "entityStorage";
  entity: EntityAccess;
}

/**
 * Each storage action as a right of the role table (roles.ts): the files are the workspace's, so
 * whoever reads the workspace (every member role, and owners and admins above by inheritance)
 * lists and downloads them; only those who manage storage (owners and admins) upload and delete.
 * Platform admins get no more than the entity policy gives them (neither right).
 */
const RIGHT_NEEDED: Record<EntityStorageAction, RoleAction> = {
  list: "readWorkspace",
  download: "readWorkspace",
  upload: "manageStorage",
  delete: "manageStorage",
};

/** The storage action as the entity right it needs, and that right's rule. */
export function explainOnEntityStorage(
  actor: Actor,
  action: EntityStorageAction,
  storage: EntityStorageAccess,
): Decision {
  const right = RIGHT_NEEDED[action];
  return resting(`Needs the entity's "${right}".`, explainOnEntity(actor, right, storage.entity));
}

export function canOnEntityStorage(
  actor: Actor,
  action: EntityStorageAction,
  storage: EntityStorageAccess,
): boolean {
  return explainOnEntityStorage(actor, action, storage).allowed;
}
