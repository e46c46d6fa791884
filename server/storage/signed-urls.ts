import { createHmac, timingSafeEqual } from "node:crypto";

function signature(secret: string, bucket: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`${bucket}\n${key}\n${expires}`).digest("base64url");
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
  const sig = signature(secret, bucket, key, expires);
  const encodedKey = key.split("/").map(encodeURIComponent).join("/");
  return `/api/storage/sign/${encodeURIComponent(bucket)}/${encodedKey}?expires=${expires}&sig=${sig}`;
}

/** True when the signature matches and has not expired. */
export function verifySignedObjectUrl(
  secret: string,
  bucket: string,
  key: string,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, bucket, key, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
