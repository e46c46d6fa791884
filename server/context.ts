import type { Auth } from "./auth/auth";
import type { BlueskyAccounts } from "./auth/bluesky/accounts";
import type { SessionReader } from "./auth/session";
import type { Database, DatabaseHandle } from "./db/client";
import type { Config } from "./env";
import type { Limits } from "./limits/limits";
import type { LiveHub } from "./live/hub";
import type { Logger } from "./logger";
import type { UploadSlots } from "./media/upload-slots";
import type { ObjectStorage } from "./storage/object-storage";
import type { DocumentCache } from "./workspaces/document-cache";
import type { WorkspaceHub } from "./workspaces/hub";

/** What every request handler may use; built once at start-up (or per test). */
export interface AppDeps {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  logger: Logger;
  storage: ObjectStorage;
  /** Secret for signing storage URLs and sessions. */
  secret: string;
  auth: Auth;
  /** Members' Bluesky accounts: checking app passwords against the PDS, linking, unlinking. */
  bluesky: BlueskyAccounts;
  /** The limits on attempts (sign-in, sign-up, mails), on the process's clock. */
  limits: Limits;
  /** The member behind a request's session cookie (see auth/session.ts). */
  readSession: SessionReader;
  /** The live channel's streams on this server (live/hub.ts). */
  live: LiveHub;
  /** The workspace pages' open streams on this server (workspaces/hub.ts). */
  workspaces: WorkspaceHub;
  /** The workspace pages' documents as readers open them (workspaces/document-cache.ts). */
  documents: DocumentCache;
  /** The uploads this server is receiving, capped per member and in all (media/upload-slots.ts). */
  uploads: UploadSlots;
}

/**
 * Hono's environment for our app: the dependencies and per-request values. Routes that read the
 * session add `actor` (middleware/session.ts: `optionalSession`, `requireSession`).
 */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
  };
}
