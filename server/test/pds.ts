import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AtpAgent } from "@atproto/api";
import { TestNetworkNoAppView } from "@atproto/dev-env";

export interface TestPds {
  url: string;
  /** Creates an account and an app password for it; the app password is what members type. */
  createAccount(handle: string, email: string): Promise<{ did: string; handle: string; appPassword: string }>;
  close(): Promise<void>;
}

/**
 * A real AT Protocol PDS (with an in-memory PLC directory) from @atproto/dev-env, in this
 * process, on SQLite in a temporary folder that is removed on close.
 */
export async function startTestPds(): Promise<TestPds> {
  const base = await mkdtemp(path.join(tmpdir(), "cg-pds-"));
  // dev-env makes its data folders under the system's temporary folder: keep them in ours.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = base;
  let network: TestNetworkNoAppView;
  try {
    network = await TestNetworkNoAppView.create({});
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  const url = network.pds.url;
  return {
    url,
    async createAccount(handle, email) {
      const password = `main-${Math.random().toString(36).slice(2)}-Pw1`;
      const agent = new AtpAgent({ service: url });
      const created = await agent.createAccount({ handle, email, password });
      const { data } = await agent.com.atproto.server.createAppPassword({ name: "common-ground" });
      return { did: created.data.did, handle: created.data.handle, appPassword: data.password };
    },
    async close() {
      await network.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}
