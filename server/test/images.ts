import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { UploadBucket } from "../../shared/limits";
import type { AppDeps } from "../context";
import { checkUpload, storeUpload } from "../media/store-upload";

/** A real JPEG as a phone takes it: EXIF with a GPS position and a camera, and an orientation. */
export function phoneJpeg(options: { width?: number; height?: number; orientation?: number } = {}) {
  return sharp({
    create: { width: options.width ?? 60, height: options.height ?? 40, channels: 3, background: "#3a7" },
  })
    .jpeg()
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      // IFD3 is the GPS directory in libvips's naming.
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

/** True when EXIF data holds a GPS directory (its pointer tag, 0x8825, in either byte order). */
export const hasGpsDirectory = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

/** A small PNG of one colour. */
export function pngImage(width = 40, height = 40, background = "#c33") {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

/** A multipart body with one file in the field `file`, as a browser's FormData sends it. */
export function uploadForm(data: Buffer, fileName: string, type = "application/octet-stream"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), fileName);
  return form;
}

/**
 * An upload stored as the upload route stores it (received to a temporary file, checked by its
 * first bytes, then kept), for tests that need a member's file without sending one.
 */
export async function storeTestUpload(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  ownerId: string,
  bucket: UploadBucket,
  upload: { fileName: string; data: Buffer },
) {
  const folder = await mkdtemp(path.join(tmpdir(), "cg-upload-"));
  const file = path.join(folder, "upload");
  try {
    await writeFile(file, upload.data);
    const checked = await checkUpload(bucket, upload.data);
    return await storeUpload(
      deps,
      ownerId,
      bucket,
      { fileName: upload.fileName, path: file, size: upload.data.length },
      checked,
      deps.config.MEMBER_STORAGE_QUOTA_BYTES,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
