import type { EntityType } from "./enums";

/**
 * An entity's storage (issue 11, item 4; docs/decisions.md, "Entity storage"): the documents its
 * owners and admins upload, counted against a quota. Shared by the server, which enforces it,
 * and the storage page, which says it.
 */

/** The private bucket an entity's files live in (spec §9 "documents"); never served publicly. */
export const DOCUMENTS_BUCKET = "documents";

/** Buckets whose objects are reached only through an authorised, signed link. */
export const PRIVATE_BUCKETS: readonly string[] = [DOCUMENTS_BUCKET];

/** The quota per group, partnership or event unless ENTITY_STORAGE_QUOTA_BYTES says otherwise: 1 GB. */
export const DEFAULT_ENTITY_STORAGE_QUOTA_BYTES = 1024 * 1024 * 1024;

/** Files per page of an entity's storage list. */
export const ENTITY_FILES_PAGE_SIZE = 50;

/** What the documents bucket takes, in the words the refusal and the page use. */
export const DOCUMENT_TYPES_WORDS =
  "PDF, Word, Excel, PowerPoint, OpenDocument, RTF, text (plain, CSV, Markdown, HTML), ZIP, images and SVG";

/** Where each entity type's API and pages live: /api/groups/1/files, /groups/1/settings/storage. */
export const ENTITY_PATH_SEGMENT: Record<EntityType, "groups" | "partnerships" | "events"> = {
  group: "groups",
  partnership: "partnerships",
  event: "events",
};

const UNITS = ["KB", "MB", "GB", "TB"] as const;

/**
 * A size as people read it, in the binary units the limits use ("5 MB" is 5 × 1024 × 1024):
 * "12 bytes", "1.5 KB", "120 MB", "1 GB". One decimal below 10 of a unit, none above.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const rounded = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  let value = bytes / 1024;
  let unit = 0;
  // Up a unit once the rounded number would read 1024 ("1 MB", never "1024 KB").
  while (unit < UNITS.length - 1 && rounded(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${rounded(value)} ${UNITS[unit]}`;
}
