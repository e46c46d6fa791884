/** Where a stored upload is served (routes/files): public, stable and cached for good. */
export const fileUrl = (bucket: string, key: string) => `/api/files/${bucket}/${key}`;

/** The bucket and key of a URL made by `fileUrl`; null for any other URL (an external avatar). */
export function parseFileUrl(url: string | null | undefined): { bucket: string; key: string } | null {
  const match = /^\/api\/files\/([A-Za-z0-9._-]+)\/([A-Za-z0-9._-]+)$/.exec(url ?? "");
  return match?.[1] && match[2] ? { bucket: match[1], key: match[2] } : null;
}
