import type { Executor } from "../db/client";
import { type EntityRef, loadEntityAccess } from "../db/memberships";
import { notFound } from "../errors";
import { type Actor, authorize, type EntityAccess, type MemberActor } from "../policies";

const NOT_FOUND: Record<EntityRef["type"], string> = {
  group: "This group does not exist.",
  partnership: "This partnership does not exist.",
  event: "This event does not exist.",
};

/**
 * The load and authorise steps every entity route starts with: the actor's access to the entity
 * (404 when it does not exist), then `authorize` for the action.
 */
export async function loadAuthorizedEntity(
  db: Executor,
  actor: Actor,
  ref: EntityRef,
  action: Parameters<typeof authorize<EntityAccess>>[1],
): Promise<{ access: EntityAccess; member: MemberActor }> {
  const access = await loadEntityAccess(db, actor, ref);
  if (!access) throw notFound(NOT_FOUND[ref.type]);
  authorize(actor, action, access);
  return { access, member: actor };
}
