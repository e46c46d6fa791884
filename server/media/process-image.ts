import sharp from "sharp";
import type { UploadBucket } from "../../shared/limits";
import { AppError } from "../errors";

/** How an image is fitted to what its pages show (docs/decisions.md, "Uploads and images"). */
interface ImageShape {
  width: number;
  height: number;
  fit: "cover" | "inside";
  /** Keep an animated GIF or WebP moving; otherwise its first frame is stored. */
  animated: boolean;
}

export const IMAGE_SHAPES: Record<UploadBucket, ImageShape> = {
  // The avatar is shown square (and round) at up to 160 px; 400 px stays sharp on dense screens.
  avatars: { width: 400, height: 400, fit: "cover", animated: false },
  // Covers are cropped by each page to its banner (object-fit: cover), so the whole photo is kept.
  "entity-covers": { width: 1600, height: 900, fit: "inside", animated: false },
  // A group's or partnership's picture is shown like an avatar: square, up to 160 px.
  "group-profile-images": { width: 400, height: 400, fit: "cover", animated: false },
  "partnership-profile-images": { width: 400, height: 400, fit: "cover", animated: false },
  // An event's picture is shown like a group's: square, up to 160 px.
  "event-images": { width: 400, height: 400, fit: "cover", animated: false },
  // An award's badge (issue 30) is shown square, round, at up to 96 px.
  "entity-images": { width: 400, height: 400, fit: "cover", animated: false },
  // Post images are shown whole, at most a feed column wide (twice, for dense screens).
  "post-media": { width: 1600, height: 1600, fit: "inside", animated: true },
};

/** Larger images are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedImage {
  data: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

const unreadable = () =>
  new AppError(
    "validation_failed",
    "We could not read this image. It may be damaged; try saving it again as JPEG or PNG.",
    [{ path: "file", message: "We could not read this image." }],
  );

/**
 * Re-encodes an uploaded image as WebP: the EXIF orientation applied, every metadata block
 * dropped (EXIF with its GPS position, XMP, IPTC, ICC after conversion to sRGB) and the size
 * fitted to the bucket's shape. Decoding the upload again is also what makes a file whose bytes
 * only look like an image fail here, not in a member's browser.
 */
export async function processImage(input: Buffer | string, bucket: UploadBucket): Promise<ProcessedImage> {
  const shape = IMAGE_SHAPES[bucket];
  try {
    const { data, info } = await sharp(input, {
      animated: shape.animated,
      failOn: "error",
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .autoOrient()
      .resize({
        width: shape.width,
        height: shape.height,
        fit: shape.fit,
        withoutEnlargement: shape.fit === "inside",
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: "image/webp",
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw unreadable();
  }
}
