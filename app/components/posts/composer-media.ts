import { bucketDefinition, POST_MEDIA_MAX } from "../../../shared/limits";

const BUCKET = bucketDefinition("post-media");
/** Spec §9: post-media takes images and videos up to 50 MB. */
export const POST_MEDIA_MAX_BYTES = BUCKET?.fileSizeLimit ?? 50 * 1024 * 1024;
const ALLOWED = BUCKET?.allowedMimeTypes ?? ["image/*", "video/*"];
/** For the file input's `accept`. */
export const POST_MEDIA_ACCEPT = ALLOWED.join(",");

/** True when the bucket takes this type (`image/*` takes every image). The server checks the bytes. */
export function isAcceptedType(type: string): boolean {
  return ALLOWED.some((allowed) =>
    allowed.endsWith("/*") ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  );
}

/**
 * Which of the chosen files may be uploaded, and why the others may not, before any byte is
 * sent; `already` is how many the post carries.
 */
export function checkFiles(files: File[], already: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  const megabytes = Math.round(POST_MEDIA_MAX_BYTES / (1024 * 1024));
  for (const file of files) {
    if (!isAcceptedType(file.type)) problems.push(`${file.name} is not a picture or a video.`);
    else if (file.size > POST_MEDIA_MAX_BYTES) problems.push(`${file.name} is larger than ${megabytes} MB.`);
    else if (already + accepted.length >= POST_MEDIA_MAX)
      problems.push(`A post can carry at most ${POST_MEDIA_MAX} pictures or videos.`);
    else accepted.push(file);
  }
  return { accepted, problems: [...new Set(problems)] };
}
