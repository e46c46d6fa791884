import type { EntityType } from "../../../shared/enums";
import { addEntityFile } from "../../commands/entity-files";
import type { TestApp } from "../app";
import type { EntityFixture, MemberFixture } from "../factories";

type Acting = "stranger" | "member" | "moderator" | "admin" | "owner" | "platformAdmin";
const ACTING: readonly Acting[] = ["stranger", "member", "moderator", "admin", "owner", "platformAdmin"];

/** The private entity of each type whose files the sweep asks for. */
export type StorageEntities = Record<EntityType, EntityFixture> & { subgroup: EntityFixture };

/**
 * Files for the access sweep's storage rows (storage-rows.ts), stored for real (object and row):
 * one document in each private entity and in the private subgroup, and for each signed-in actor a
 * document per entity that the actor tries to delete.
 */
export interface StorageWorld {
  entities: StorageEntities;
  /** A document of each private entity, and of the subgroup. */
  documents: Record<EntityType | "subgroup", string>;
  /** Per entity type, one document per actor, which that actor deletes. */
  doomed: Record<EntityType, Record<Acting, string>>;
}

export async function buildStorageWorld(
  t: TestApp,
  uploader: MemberFixture,
  entities: StorageEntities,
): Promise<StorageWorld> {
  let n = 0;
  const store = async (entity: EntityFixture) => {
    n += 1;
    const { file } = await addEntityFile(t.deps, {
      entity,
      uploaderId: uploader.id,
      fileName: `minutes-${n}.txt`,
      content: { data: Buffer.from(`Minutes of meeting ${n}\n`) },
      checked: { mime: "text/plain", ext: "txt" },
      quotaBytes: t.deps.config.ENTITY_STORAGE_QUOTA_BYTES,
      memberQuotaBytes: t.deps.config.MEMBER_STORAGE_QUOTA_BYTES,
    });
    return file.id;
  };
  const perActor = async (entity: EntityFixture) => {
    const ids: Partial<Record<Acting, string>> = {};
    for (const who of ACTING) ids[who] = await store(entity);
    return ids as Record<Acting, string>;
  };
  return {
    entities,
    documents: {
      group: await store(entities.group),
      partnership: await store(entities.partnership),
      event: await store(entities.event),
      subgroup: await store(entities.subgroup),
    },
    doomed: {
      group: await perActor(entities.group),
      partnership: await perActor(entities.partnership),
      event: await perActor(entities.event),
    },
  };
}
