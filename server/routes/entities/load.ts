import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import { loadEntityAccess } from "../../loaders/entity-access";
import type { EntityRef } from "../../loaders/memberships";
import type { Actor, EntityAccess } from "../../policies";

const NOT_FOUND: Record<EntityRef["type"], string> = {
  group: "This group does not exist.",
  partnership: "This partnership does not exist.",
  event: "This event does not exist.",
};

/** The load step of an entity route: the actor's access to it, or 404 when it does not exist. */
export async function loadEntity(db: Executor, actor: Actor, ref: EntityRef): Promise<EntityAccess> {
  const access = await loadEntityAccess(db, actor, ref);
  if (!access) throw notFound(NOT_FOUND[ref.type]);
  return access;
}
