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
