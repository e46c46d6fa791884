import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a download link adds to a plain one: the type, name and disposition it is served with,
 * signed with the rest so that a link cannot be edited into serving a document inline.
 */
export interface SignedDownload {
  disposition: "inline" | "attachment";
  fileName: string;
  contentType: string;
}

function signature(
  secret: string,
  bucket: string,
  key: string,
  expires: number,
  download: SignedDownload | null,
): string {
  // Bucket and key never hold a line break (assertSafeKey), nor do sanitised names and types, so
  // the fields cannot run into each other.
  const fields = [bucket, key, String(expires)];
  if (download) fields.push(download.disposition, download.fileName, download.contentType);
  return createHmac("sha256", secret).update(fields.join("\n")).digest("base64url");
}

function signedPath(bucket: string, key: string): string {
  const encodedKey = key.split("/").map(encodeURIComponent).join("/");
  return `/api/storage/sign/${encodeURIComponent(bucket)}/${encodedKey}`;
}

/** A URL to one object that works until `expiresInSeconds` from now. */
export function createSignedObjectUrl(
  secret: string,
  bucket: string,
  key: string,
  expiresInSeconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + expiresInSeconds;
  const sig = signature(secret, bucket, key, expires, null);
  return `${signedPath(bucket, key)}?expires=${expires}&sig=${sig}`;
}

/** A URL that downloads one object with the given type, name and disposition until it expires. */
export function createSignedDownloadUrl(
  secret: string,
  bucket: string,
  key: string,
  expiresInSeconds: number,
  download: SignedDownload,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + expiresInSeconds;
  const query = new URLSearchParams({
    expires: String(expires),
    dl: download.disposition,
    name: download.fileName,
    type: download.contentType,
    sig: signature(secret, bucket, key, expires, download),
  });
  return `${signedPath(bucket, key)}?${query}`;
}

/** True when the signature matches (with the download's fields, when given) and has not expired. */
export function verifySignedObjectUrl(
  secret: string,
  bucket: string,
  key: string,
  expires: number,
  sig: string,
  now = Date.now(),
  download: SignedDownload | null = null,
): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, bucket, key, expires, download));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
