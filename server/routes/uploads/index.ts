import { Hono } from "hono";
import { uploadBucketParamSchema } from "../../../shared/schemas/uploads";
import type { AppEnv } from "../../context";
import { enforceMemberLimit } from "../../limits/refuse";
import { receiveUpload, uploadsTmpDir } from "../../media/receive-upload";
import { uploadBucket } from "../../media/rules";
import { checkUpload, storeUpload } from "../../media/store-upload";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentUpload } from "../../presenters/file";

/**
 * Uploads (docs/decisions.md, "Uploads and images"): multipart/form-data with one field `file`,
 * received to a temporary file under the bucket's limit, its type decided by its first bytes
 * (a refused one is answered at once), then re-encoded or cleaned and stored.
 */
export const uploadRoutes = new Hono<AppEnv>().post(
  "/:bucket",
  requireSession,
  validate("param", uploadBucketParamSchema),
  async (c) => {
    const { bucket } = c.req.valid("param");
    const { deps, member } = c.var;
    authorize(member, "create", { kind: "upload", bucket });
    // Counted before a byte is read: a refused upload cost the server its receiving (issue 26).
    await enforceMemberLimit(c, "upload");
    const release = deps.uploads.acquire(c, member.id);
    try {
      const upload = await receiveUpload(c, {
        limit: uploadBucket(bucket).fileSizeLimit,
        tmpDir: uploadsTmpDir(deps.config),
        sniff: (head) => checkUpload(bucket, head),
      });
      try {
        const file = await storeUpload(
          deps,
          member.id,
          bucket,
          upload,
          upload.checked,
          deps.config.MEMBER_STORAGE_QUOTA_BYTES,
        );
        return c.json(presentUpload(file), 201);
      } finally {
        await upload.discard();
      }
    } finally {
      release();
    }
  },
);
