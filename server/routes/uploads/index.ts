import { Hono } from "hono";
import { uploadBucketParamSchema } from "../../../shared/schemas/uploads";
import type { AppEnv } from "../../context";
import { enforceMemberLimit } from "../../limits/refuse";
import { readUploadedFile } from "../../media/read-upload";
import { uploadBucket } from "../../media/rules";
import { checkUpload, storeUpload } from "../../media/store-upload";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentUpload } from "../../presenters/file";

/**
 * Uploads (docs/decisions.md, "Uploads and images"): multipart/form-data with one field `file`,
 * limited to the bucket's size while it streams in, checked by content and re-encoded.
 */
export const uploadRoutes = new Hono<AppEnv>().post(
  "/:bucket",
  requireSession,
  validate("param", uploadBucketParamSchema),
  async (c) => {
    const { bucket } = c.req.valid("param");
    authorize(c.var.member, "create", { kind: "upload", bucket });
    const upload = await readUploadedFile(c, uploadBucket(bucket).fileSizeLimit);
    // A file too large, empty or of a type the bucket refuses costs nothing: counted after the checks.
    const checked = await checkUpload(bucket, upload.data);
    await enforceMemberLimit(c, "upload");
    const file = await storeUpload(c.var.deps, c.var.member.id, bucket, upload, checked);
    return c.json(presentUpload(file), 201);
  },
);
