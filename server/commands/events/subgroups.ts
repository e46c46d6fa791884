import { and, eq } from "drizzle-orm";
import type {
  CreateEventSubgroupInput,
  UpdateEventSubgroupInput,
} from "../../../shared/schemas/event-subgroups";
import type { Database, Executor } from "../../db/client";
import { eventRegistrations, eventSubgroupMembers, eventSubgroups } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import { recordEvent } from "../../events/record";
import type { SubgroupEventType } from "../../events/types";
import type { Logger } from "../../logger";
import { fileUrl } from "../../media/file-url";
import { deleteDroppedObjects, dropUploadRows } from "../../media/replaced-files";
import type { FileRow } from "../../media/store-upload";
import { keepPictures } from "../../media/unattached-uploads";
import { leaveEventSubgroups } from "../../queries/event-subgroups";
import type { ObjectStorage } from "../../storage/object-storage";

type Deps = { db: Database; storage: ObjectStorage; logger: Logger };

const NOT_FOUND = "This subgroup does not exist.";

const subgroupEvent = (
  tx: Executor,
  type: SubgroupEventType,
  eventId: number,
  actorId: string | null,
  payload: { subgroupId: number; userId: string | null },
) => recordEvent(tx, { type, actorId, subject: { type: "event", id: String(eventId) }, payload });

/** The subgroup row of the event, locked against edits and deletion until commit; or 404. */
async function lockSubgroup(tx: Executor, eventId: number, subgroupId: number, strength: "update" | "share") {
  const [row] = await tx
    .select()
    .from(eventSubgroups)
    .where(and(eq(eventSubgroups.subgroupId, subgroupId), eq(eventSubgroups.eventId, eventId)))
    .for(strength);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const pictureUrl = (file: FileRow | null | undefined) =>
  file ? fileUrl(file.bucketId, file.objectKey) : file;

/**
 * An admin creates a subgroup of the event. The creator is not put in it: hosts make teams for
 * others, and join one themselves, registered, like anyone (decisions.md, "Event subgroups").
 * Transaction: one; no row locks (inserts, and the UPDATE keeping the picture's file row).
 */
export async function createEventSubgroup(
  db: Database,
  actorId: string,
  eventId: number,
  input: CreateEventSubgroupInput,
  picture: FileRow | null | undefined,
) {
  return db.transaction(async (tx) => {
    await keepPictures(tx, { profileImageFileId: picture });
    const [row] = await tx
      .insert(eventSubgroups)
      .values({
        eventId,
        name: input.name,
        description: input.description,
        profileImage: pictureUrl(picture) ?? null,
        createdBy: actorId,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await subgroupEvent(tx, "subgroup.created", eventId, actorId, {
      subgroupId: row.subgroupId,
      userId: null,
    });
    return row;
  });
}

/**
 * An admin changes a subgroup's fields; a replaced picture's upload is deleted after commit.
 * Transaction: one; locks the subgroup row (FOR UPDATE); the old picture's object goes after commit.
 */
export async function updateEventSubgroup(
  deps: Deps,
  actorId: string,
  eventId: number,
  subgroupId: number,
  input: UpdateEventSubgroupInput,
  picture: FileRow | null | undefined,
) {
  const result = await deps.db.transaction(async (tx) => {
    const before = await lockSubgroup(tx, eventId, subgroupId, "update");
    await keepPictures(tx, { profileImageFileId: picture });
    const profileImage = pictureUrl(picture);
    const [after] = await tx
      .update(eventSubgroups)
      .set({ name: input.name, description: input.description, profileImage, updatedAt: new Date() })
      .where(eq(eventSubgroups.subgroupId, subgroupId))
      .returning();
    if (!after) throw new Error("update returned no row");
    await subgroupEvent(tx, "subgroup.updated", eventId, actorId, { subgroupId, userId: null });
    const replaced = profileImage !== undefined && before.profileImage !== after.profileImage;
    return { row: after, gone: replaced ? await dropUploadRows(tx, [before.profileImage]) : [] };
  });
  await deleteDroppedObjects(deps, result.gone);
  return result.row;
}

/**
 * An admin deletes a subgroup; its members' places go with it, its picture after commit.
 * Transaction: one; locks the subgroup row (FOR UPDATE); its picture's object goes after commit.
 */
export async function deleteEventSubgroup(deps: Deps, actorId: string, eventId: number, subgroupId: number) {
  const gone = await deps.db.transaction(async (tx) => {
    const row = await lockSubgroup(tx, eventId, subgroupId, "update");
    await tx.delete(eventSubgroups).where(eq(eventSubgroups.subgroupId, subgroupId));
    await subgroupEvent(tx, "subgroup.deleted", eventId, actorId, { subgroupId, userId: null });
    return dropUploadRows(tx, [row.profileImage]);
  });
  await deleteDroppedObjects(deps, gone);
}

/**
 * A registered member joins a subgroup. The registration is read FOR SHARE, so a cancellation
 * running at the same moment either waits for this join (and then takes the member out again)
 * or has already removed the registration (and the join is refused): nobody stays in a subgroup
 * of an event they are not registered for. A second join changes nothing.
 * Transaction: one; locks the subgroup row and the member's registration row (both FOR SHARE).
 */
export async function joinEventSubgroup(db: Database, userId: string, eventId: number, subgroupId: number) {
  await db.transaction(async (tx) => {
    await lockSubgroup(tx, eventId, subgroupId, "share");
    const [registration] = await tx
      .select({ id: eventRegistrations.registrationId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
      .for("share");
    if (!registration) throw forbidden("Register for the event to join its subgroups.");
    const joined = await tx
      .insert(eventSubgroupMembers)
      .values({ subgroupId, userId })
      .onConflictDoNothing()
      .returning({ userId: eventSubgroupMembers.userId });
    if (joined.length > 0) {
      await subgroupEvent(tx, "subgroup.joined", eventId, userId, { subgroupId, userId });
    }
  });
}

/**
 * Takes a member out of a subgroup: themselves (`subgroup.left`) or, by an admin, someone else
 * (`subgroup.member_removed`); 404 when they are not in it.
 * Transaction: one; locks the subgroup row (FOR SHARE).
 */
export async function removeFromEventSubgroup(
  db: Database,
  actorId: string,
  eventId: number,
  subgroupId: number,
  userId: string,
) {
  await db.transaction(async (tx) => {
    await lockSubgroup(tx, eventId, subgroupId, "share");
    const removed = await tx
      .delete(eventSubgroupMembers)
      .where(and(eq(eventSubgroupMembers.subgroupId, subgroupId), eq(eventSubgroupMembers.userId, userId)))
      .returning({ userId: eventSubgroupMembers.userId });
    if (removed.length === 0) {
      throw notFound(
        actorId === userId ? "You are not in this subgroup." : "This member is not in this subgroup.",
      );
    }
    const type = actorId === userId ? "subgroup.left" : "subgroup.member_removed";
    await subgroupEvent(tx, type, eventId, actorId, { subgroupId, userId });
  });
}

/**
 * With a cancelled registration the member leaves the event's subgroups, in the cancellation's
 * transaction (after its registration row is gone: see joinEventSubgroup).
 * Transaction: the caller's open one; locks nothing itself (its DELETE takes the rows it removes).
 */
export async function leaveSubgroupsOnCancel(tx: Executor, eventId: number, userId: string) {
  const left = await leaveEventSubgroups(tx, eventId, userId);
  for (const subgroupId of left) {
    await subgroupEvent(tx, "subgroup.left", eventId, userId, { subgroupId, userId });
  }
}
