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

/**
 * Whether this machine can run the Bluesky AppView of `startTestAppView`: it needs `redis-server`
 * and a PostgreSQL server (TEST_APPVIEW_POSTGRES_URL, by default postgres@127.0.0.1:5432).
 */
export async function appViewAvailable() {
  const { execFileSync } = await import("node:child_process");
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
  } catch {
    return false;
  }
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgresAdminUrl = () =>
  process.env.TEST_APPVIEW_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A free TCP port on loopback. */
async function freePort() {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on a free port, without persistence; resolves once it takes connections. */
async function startRedis() {
  const { spawn } = await import("node:child_process");
  const net = await import("node:net");
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (up) return { host: `127.0.0.1:${port}`, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("redis-server did not start");
}

/**
 * A PDS with a real Bluesky AppView behind it (@atproto/dev-env `TestNetwork`), for what needs
 * app.bsky.* views such as the home timeline: the AppView runs on a database of its own, made for
 * the run and dropped on close, and on a redis-server of its own. Starting takes about 15 s, so
 * only the timeline's tests use it; the others run `startTestPds`.
 */
export async function startTestAppView() {
  const pg = (await import("pg")).default;
  const { TestNetwork } = await import("@atproto/dev-env");
  const database = `cg_appview_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: postgresAdminUrl() });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  };
  const redis = await startRedis();
  const base = await mkdtemp(path.join(tmpdir(), "cg-appview-"));
  const previous = { tmp: process.env.TMPDIR, redis: process.env.REDIS_HOST };
  process.env.TMPDIR = base;
  process.env.REDIS_HOST = redis.host;
  let network;
  try {
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${database}`;
    network = await TestNetwork.create({ dbPostgresUrl: url.toString(), dbPostgresSchema: "cg" });
  } catch (error) {
    redis.stop();
    await dropDatabase().catch(() => {});
    throw error;
  } finally {
    for (const [name, value] of [
      ["TMPDIR", previous.tmp],
      ["REDIS_HOST", previous.redis],
    ]) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const url = network.pds.url;
  return {
    url,
    plcUrl: network.plc.url,
    appViewUrl: network.bsky.url,
    /**
     * Creates an account and an app password for it, and a signed-in agent to act as it.
     * @param {string} handle
     * @param {string} email
     */
    async createAccount(handle, email) {
      const password = `main-${Math.random().toString(36).slice(2)}-Pw1`;
      const agent = new AtpAgent({ service: url });
      const created = await agent.createAccount({ handle, email, password });
      const { data } = await agent.com.atproto.server.createAppPassword({ name: "common-ground" });
      return { did: created.data.did, handle: created.data.handle, appPassword: data.password, agent };
    },
    /** Waits until the AppView has indexed everything written so far. */
    processAll: () => network.processAll(),
    async close() {
      await network.close();
      redis.stop();
      await dropDatabase();
      await rm(base, { recursive: true, force: true });
    },
  };
}
