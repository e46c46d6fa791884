// A real AT Protocol PDS (with an in-memory PLC directory) from @atproto/dev-env, for the tests:
// the server suite starts one per test file, the end-to-end server one for the whole run.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AtpAgent } from "@atproto/api";
import { TestNetworkNoAppView, TestPds } from "@atproto/dev-env";

/**
 * Starts the PDS on SQLite in a temporary folder that is removed on close.
 * @param {{ port?: number }} [options]
 */
export async function startTestPds(options = {}) {
  const base = await mkdtemp(path.join(tmpdir(), "cg-pds-"));
  // dev-env makes its data folders under the system's temporary folder: keep them in ours.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = base;
  let network;
  try {
    network = await TestNetworkNoAppView.create({ pds: options.port ? { port: options.port } : {} });
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  const url = network.pds.url;
  const others = [];
  return {
    url,
    plcUrl: network.plc.url,
    /** A second PDS on the same PLC directory, for a member whose account lives elsewhere. */
    async addPds() {
      const previousTmp = process.env.TMPDIR;
      process.env.TMPDIR = base;
      try {
        const other = await TestPds.create({ didPlcUrl: network.plc.url });
        others.push(other);
        return {
          url: other.url,
          createAccount: (handle, email) => createPdsAccount(other.url, handle, email),
        };
      } finally {
        if (previousTmp === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = previousTmp;
      }
    },
    /**
     * Creates an account and an app password for it; the app password is what members type.
     * @param {string} handle
     * @param {string} email
     */
    async createAccount(handle, email) {
      return createPdsAccount(url, handle, email);
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await network.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}

/**
 * Creates an account on a running PDS and an app password for it.
 * @param {string} url
 * @param {string} handle
 * @param {string} email
 */
export async function createPdsAccount(url, handle, email) {
  const password = `main-${Math.random().toString(36).slice(2)}-Pw1`;
  const agent = new AtpAgent({ service: url });
  const created = await agent.createAccount({ handle, email, password });
  const { data } = await agent.com.atproto.server.createAppPassword({ name: "common-ground" });
  return { did: created.data.did, handle: created.data.handle, appPassword: data.password };
}
