export interface PdsAccount {
  did: string;
  handle: string;
  appPassword: string;
}

export interface TestPds {
  url: string;
  /** The PLC directory the PDS registers its accounts' DIDs with. */
  plcUrl: string;
  /** Creates an account and an app password for it; the app password is what members type. */
  createAccount(handle: string, email: string): Promise<PdsAccount>;
  /** A second PDS on the same PLC directory, closed with this one. */
  addPds(): Promise<{ url: string; createAccount(handle: string, email: string): Promise<PdsAccount> }>;
  close(): Promise<void>;
}

/** A real AT Protocol PDS from @atproto/dev-env, on SQLite in a temporary folder removed on close. */
export function startTestPds(options?: { port?: number }): Promise<TestPds>;

/** Creates an account on a running PDS and an app password for it. */
export function createPdsAccount(url: string, handle: string, email: string): Promise<PdsAccount>;

/** A PDS with a real Bluesky AppView behind it (app.bsky.* views such as the home timeline). */
export interface TestAppView {
  url: string;
  plcUrl: string;
  appViewUrl: string;
  /** Creates an account, an app password, and an agent signed in as the account. */
  createAccount(
    handle: string,
    email: string,
  ): Promise<PdsAccount & { agent: import("@atproto/api").AtpAgent }>;
  /** Waits until the AppView has indexed everything written so far. */
  processAll(): Promise<void>;
  close(): Promise<void>;
}

/** Whether redis-server and PostgreSQL are here for `startTestAppView`. */
export function appViewAvailable(): Promise<boolean>;

/** Starts a PLC, a PDS and an AppView (on its own PostgreSQL database and redis-server). */
export function startTestAppView(): Promise<TestAppView>;
