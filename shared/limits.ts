/** Limits from spec §9 and decisions.md, used by forms in the browser and enforced by the server. */

export const NAME_MAX_LENGTH = 50;
/** A member's full name, first and last with a space between: two names of NAME_MAX_LENGTH - 1. */
export const FULL_NAME_MAX_LENGTH = 2 * (NAME_MAX_LENGTH - 1) + 1;
export const POST_MAX_LENGTH = 5000;
/** Pictures and videos one post may carry. */
export const POST_MEDIA_MAX = 10;
/** A picture's description (alternative text), as long as X's and within Bluesky's. */
export const POST_MEDIA_ALT_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 6;

export const BETA_SIGNUP_NAME_MAX = 100;
export const BETA_SIGNUP_ORGANIZATION_MAX = 150;
export const BETA_SIGNUP_MESSAGE_MAX = 2000;
/** The platform admins' private note on a beta sign-up (/admin/beta-management). */
export const BETA_SIGNUP_NOTE_MAX = 1000;
/** Beta sign-ups per page of /admin/beta-management. */
export const BETA_SIGNUPS_PAGE_SIZE = 25;
/** "Send invitation again" waits this long after the last invitation to the same address. */
export const BETA_INVITATION_RESEND_AFTER_SECONDS = 60 * 60;
export const EMAIL_MAX_LENGTH = 254;
/** Bluesky app passwords are 19 characters; an account password is longer, but not this long. */
export const BLUESKY_PASSWORD_MAX_LENGTH = 256;

/** Largest JSON request body the API accepts; uploads have their own per-bucket limits. */
export const DEFAULT_JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;

/** The communities and events lists: a page's rows, and the search box's shortest and longest query. */
export const LIST_PAGE_SIZE = 20;
export const LIST_SEARCH_MIN_LENGTH = 2;
export const LIST_SEARCH_MAX_LENGTH = 100;

/** Groups and partnerships: the name and the description their forms take. */
export const COMMUNITY_NAME_MAX_LENGTH = 120;
export const COMMUNITY_DESCRIPTION_MAX_LENGTH = 2000;
/** A community page's members, requests, invitations, reports and log: rows per page. */
export const MEMBERS_PAGE_SIZE = 20;

/**
 * Agreement versions (spec §9 starts both at "1.0"). The privacy policy is 1.1 since issue 30: it
 * describes volunteer hours, supervisors' addresses, transcripts, awards, leaderboards and reports
 * as built (docs/decisions.md, "Privacy policy 1.1"). The terms are 1.1 since issue 31: hours are
 * recorded at check-in too, "declined" rather than "rejected", and outside supervisors verify.
 */
export const TERMS_VERSION = "1.1";
export const PRIVACY_VERSION = "1.1";

const MB = 1024 * 1024;

/** A storage bucket and its limits (spec §9); all buckets are public. */
export interface BucketDefinition {
  id: string;
  fileSizeLimit: number | null;
  /** MIME types or `type/*` wildcards; null means any type. */
  allowedMimeTypes: string[] | null;
}

const IMAGES = ["image/*"];

export const STORAGE_BUCKETS: BucketDefinition[] = [
  { id: "public-assets", fileSizeLimit: null, allowedMimeTypes: null },
  { id: "site-images", fileSizeLimit: null, allowedMimeTypes: IMAGES },
  { id: "post-media", fileSizeLimit: 50 * MB, allowedMimeTypes: ["image/*", "video/*"] },
  {
    id: "avatars",
    fileSizeLimit: 5 * MB,
    allowedMimeTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  },
  { id: "entity-covers", fileSizeLimit: 50 * MB, allowedMimeTypes: IMAGES },
  { id: "entity-images", fileSizeLimit: null, allowedMimeTypes: null },
  { id: "event-images", fileSizeLimit: null, allowedMimeTypes: null },
  { id: "group-profile-images", fileSizeLimit: null, allowedMimeTypes: null },
  { id: "partnership-profile-images", fileSizeLimit: 5 * MB, allowedMimeTypes: IMAGES },
  {
    id: "documents",
    fileSizeLimit: 100 * MB,
    allowedMimeTypes: [
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.*",
      "application/vnd.ms-excel",
      "application/vnd.ms-powerpoint",
      "application/vnd.oasis.opendocument.*",
      "application/rtf",
      "text/*",
      "application/zip",
      "application/x-zip-compressed",
      "image/*",
      "image/svg+xml",
    ],
  },
];

/** A member's bio on their profile (multi-line text). */
export const BIO_MAX_LENGTH = 1000;

/** The buckets members upload to through `POST /api/uploads/:bucket` (docs/decisions.md, "Uploads and images"). */
export const UPLOAD_BUCKETS = [
  "post-media",
  "avatars",
  "entity-covers",
  "group-profile-images",
  "partnership-profile-images",
  "event-images",
  "entity-images",
] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/**
 * The upload buckets of pictures a form saves into a profile, a community, an event or a team:
 * kept once saved, deleted a day after upload when never saved (docs/decisions.md, "Uploads and
 * images"). Post media has its own rule: it lives as long as its post. Award badges
 * (`entity-images`, issue 30) are cleaned up the same way, by a rule of their own: this list is
 * also the predicate of the partial index `files_unattached_pictures_idx`, which a new bucket
 * here would change (a migration).
 */
export const PICTURE_UPLOAD_BUCKETS = UPLOAD_BUCKETS.filter(
  (bucket) => bucket !== "post-media" && bucket !== "entity-images",
);

/** A bucket's definition by id; undefined for an unknown id. */
export const bucketDefinition = (id: string): BucketDefinition | undefined =>
  STORAGE_BUCKETS.find((bucket) => bucket.id === id);

/** "5 MB": a size limit as people read it. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
/** Members' search (spec §5, §9): at least 2 characters, 300 ms debounce, 5 results per type. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS_PER_TYPE = 5;

/** Members directory and connection lists: rows per page. */
export const PEOPLE_PAGE_SIZE = 20;
/** After a decline, the member who asked may ask again once this many days have passed (decisions.md). */
export const CONNECTION_REREQUEST_DAYS = 30;
/** Dashboard cards (spec §9): groups 5, partnerships 5, events 4; the hosted-events query 5. */
export const DASHBOARD_GROUPS_LIMIT = 5;
export const DASHBOARD_PARTNERSHIPS_LIMIT = 5;
export const DASHBOARD_EVENTS_LIMIT = 4;
export const DASHBOARD_HOSTED_EVENTS_LIMIT = 5;
/** Notifications (spec §9): a page of /notifications holds 50, the bell's dropdown shows 5. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
export const NOTIFICATIONS_DROPDOWN_LIMIT = 5;
/** The notifications the dropdown reads to fill its 5 rows once repeats are gathered into one (issue 27). */
export const NOTIFICATIONS_DROPDOWN_FETCH = 20;
/** Above this the bell's badge says "99+" (spec §2, "Notification dropdown"). */
export const NOTIFICATIONS_BADGE_MAX = 99;
/** APNs device tokens are hex: 32 bytes (64 digits) today; Apple says the length may change. */
export const APNS_TOKEN_MIN_LENGTH = 64;
export const APNS_TOKEN_MAX_LENGTH = 200;
/** FCM registration tokens: about 160 characters today, documented as opaque, bounded at 4 KB. */
export const FCM_TOKEN_MIN_LENGTH = 32;
export const FCM_TOKEN_MAX_LENGTH = 4096;
