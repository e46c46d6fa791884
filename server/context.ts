import type { Auth } from "./auth/auth";
import type { BlueskyAccounts } from "./auth/bluesky/accounts";
import type { Database, DatabaseHandle } from "./db/client";
import type { Config } from "./env";
import type { Logger } from "./logger";
import type { SessionUser } from "./middleware/session";
import type { ObjectStorage } from "./storage/object-storage";

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
}

/** Hono's environment for our app: the dependencies and per-request values. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    /** The signed-in member; set by `requireSession` on routes that need one. */
    user: SessionUser;
  };
}
