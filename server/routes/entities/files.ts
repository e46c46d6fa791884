import { Hono } from "hono";
import { DOCUMENTS_BUCKET, ENTITY_FILES_PAGE_SIZE } from "../../../shared/entity-storage";
import type { EntityType } from "../../../shared/enums";
import { bucketDefinition } from "../../../shared/limits";
import { entityFileParamSchema, entityFilesQuerySchema } from "../../../shared/schemas/entity-files";
import { entityIdParamSchema } from "../../../shared/schemas/ids";
import { addEntityFile, deleteEntityFile, storageFull } from "../../commands/entity-files";
import type { AppEnv } from "../../context";
import { notFound } from "../../errors";
import { enforceMemberLimit } from "../../limits/refuse";
import { checkDocumentFile, sniffDocument } from "../../media/documents";
import { checkMemberStorage } from "../../media/member-storage";
import { receiveUpload, uploadsTmpDir } from "../../media/receive-upload";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize, type EntityAccess, type EntityStorageAccess } from "../../policies";
import {
  presentAddedEntityFile,
  presentDeletedEntityFile,
  presentEntityFiles,
} from "../../presenters/entity-file";
import { entityName, entityStorageUsage, findEntityFile, listEntityFiles } from "../../queries/entity-files";
import { dispositionFor } from "../../storage/download-headers";
import { loadEntity } from "./load";

/**
 * How long a download link works: the browser follows the redirect at once, so minutes are
 * plenty, and a copied link soon stops working (docs/decisions.md, "Entity storage").
 */
export const DOWNLOAD_LINK_SECONDS = 300;

const NO_SUCH_FILE = "This file does not exist. It may have been deleted.";

const storageOf = (entity: EntityAccess): EntityStorageAccess => ({ kind: "entityStorage", entity });

/**
 * A group's, partnership's or event's storage (issue 11, item 4), mounted once per type under
 * /api/groups, /api/partnerships and /api/events: its files, upload into the documents bucket
 * under the entity's quota, delete, and downloads through short-lived signed links. Members
 * list and download; owners and admins (here or above) upload and delete (policies/entity-storage.ts).
 */
export function entityFileRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .get(
      "/:id/files",
      requireSession,
      validate("param", entityIdParamSchema),
      validate("query", entityFilesQuerySchema),
      async (c) => {
        const { db, config } = c.var.deps;
        const ref = { type, id: c.req.valid("param").id };
        const storage = storageOf(await loadEntity(db, c.var.actor, ref));
        authorize(c.var.actor, "list", storage);
        const page = await listEntityFiles(db, ref, c.req.valid("query").cursor, ENTITY_FILES_PAGE_SIZE);
        const usedBytes = await entityStorageUsage(db, ref);
        const name = await entityName(db, ref);
        return c.json(
          presentEntityFiles(c.var.actor, storage, {
            name,
            ...page,
            usedBytes,
            quotaBytes: config.ENTITY_STORAGE_QUOTA_BYTES,
          }),
        );
      },
    )
    .post("/:id/files", requireSession, validate("param", entityIdParamSchema), async (c) => {
      const { db, config } = c.var.deps;
      const ref = { type, id: c.req.valid("param").id };
      const storage = storageOf(await loadEntity(db, c.var.actor, ref));
      authorize(c.var.actor, "upload", storage);
      const { deps, member } = c.var;
      // Counted before a byte is read: a refused upload cost the server its receiving (issue 26).
      await enforceMemberLimit(c, "upload");
      const release = deps.uploads.acquire(c, member.id);
      const quotaBytes = config.ENTITY_STORAGE_QUOTA_BYTES;
      let added: Awaited<ReturnType<typeof addEntityFile>>;
      try {
        // Refused while it streams in once over the bucket's limit (spec §9: 100 MB), or at once
        // when its first bytes are no document the bucket takes.
        const upload = await receiveUpload(c, {
          limit: bucketDefinition(DOCUMENTS_BUCKET)?.fileSizeLimit ?? null,
          tmpDir: uploadsTmpDir(config),
          sniff: sniffDocument,
        });
        try {
          const checked = await checkDocumentFile(upload.path, upload.fileName);
          // A first look without the locks spares writing an object that cannot fit; the command
          // checks again under the entity's and the member's locks, which is what holds under
          // concurrent uploads.
          const used = await entityStorageUsage(db, ref);
          if (used + upload.size > quotaBytes) throw storageFull(ref, used, quotaBytes, upload.size);
          await checkMemberStorage(db, member.id, upload.size, config.MEMBER_STORAGE_QUOTA_BYTES);
          added = await addEntityFile(deps, {
            entity: ref,
            uploaderId: member.id,
            fileName: upload.fileName,
            content: upload,
            checked,
            quotaBytes,
            memberQuotaBytes: config.MEMBER_STORAGE_QUOTA_BYTES,
          });
        } finally {
          await upload.discard();
        }
      } finally {
        release();
      }
      const { file, usedBytes } = added;
      const profile = c.var.profile;
      const uploader = profile
        ? {
            userId: c.var.member.id,
            firstName: profile.firstName,
            lastName: profile.lastName,
            avatarUrl: profile.avatarUrl,
          }
        : null;
      return c.json(
        presentAddedEntityFile(c.var.actor, storage, file, uploader, { usedBytes, quotaBytes }),
        201,
      );
    })
    .delete("/:id/files/:fileId", requireSession, validate("param", entityFileParamSchema), async (c) => {
      const { db } = c.var.deps;
      const { id, fileId } = c.req.valid("param");
      const ref = { type, id };
      const storage = storageOf(await loadEntity(db, c.var.actor, ref));
      authorize(c.var.actor, "delete", storage);
      const deleted = await deleteEntityFile(c.var.deps, { entity: ref, fileId, actorId: c.var.member.id });
      if (!deleted) throw notFound(NO_SUCH_FILE);
      return c.json(presentDeletedEntityFile(deleted));
    })
    .get(
      "/:id/files/:fileId/download",
      requireSession,
      validate("param", entityFileParamSchema),
      async (c) => {
        const { db, storage: objects } = c.var.deps;
        const { id, fileId } = c.req.valid("param");
        const ref = { type, id };
        const storage = storageOf(await loadEntity(db, c.var.actor, ref));
        authorize(c.var.actor, "download", storage);
        const file = await findEntityFile(db, ref, fileId);
        if (!file) throw notFound(NO_SUCH_FILE);
        // The link says how the file is served: its stored type, its name, and an attachment for
        // anything that is not a plain raster image (SVG and HTML never render on our origin).
        const url = await objects.downloadUrl(file.bucketId, file.objectKey, {
          expiresInSeconds: DOWNLOAD_LINK_SECONDS,
          fileName: file.fileName,
          contentType: file.contentType,
          disposition: dispositionFor(file.contentType),
        });
        return c.redirect(url, 302);
      },
    );
}
