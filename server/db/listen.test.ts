import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { listen } from "./listen";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay on loopback between the listener and the PostgreSQL server, which the test can take
 * down (every connection cut, new ones refused) and bring back on the same port, as a database
 * restart or a network cut would.
 */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  /** The connections from the listener now open, each to the server. */
  const clients = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const opened = net.createServer((incoming) => {
        const outgoing = net.connect(target);
        clients.add(incoming);
        incoming.on("close", () => clients.delete(incoming));
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server = opened;
      opened.listen(port, "127.0.0.1", () => {
        port = (opened.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { open, down, port: () => port, connections: () => clients.size };
}

describe.skipIf(!serverUrl)("LISTEN on PostgreSQL", () => {
  const target = new URL(serverUrl ?? "postgres://localhost");
  const link = relay({ host: target.hostname, port: Number(target.port || 5432) });
  let sender: pg.Client;
  beforeAll(async () => {
    await link.open();
    sender = new pg.Client({ connectionString: serverUrl });
    await sender.connect();
  });
  afterAll(async () => {
    await sender?.end();
    await link.down();
  });

  /** The relay's URL, so that every connection the listener makes goes through it. */
  const relayed = () => {
    const url = new URL(serverUrl ?? "");
    url.port = String(link.port());
    return { url: url.toString() } as DatabaseHandle;
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return done();
  };

  it("listens on all of a server's channels over one connection, and closes it with the last", async () => {
    const handle = relayed();
    const heard: string[] = [];
    const stops: (() => Promise<void>)[] = [];
    for (const name of ["a", "b", "c"]) {
      stops.push(await listen(handle, `listen_test_${name}`, (payload) => heard.push(`${name}:${payload}`)));
    }
    expect(link.connections()).toBe(1);
    expect(heard).toEqual(["a:", "b:", "c:"]);
    for (const name of ["a", "b", "c"])
      await sender.query("select pg_notify($1, 'hi')", [`listen_test_${name}`]);
    expect(await until(() => heard.length === 6)).toBe(true);
    expect(heard.slice(3).sort()).toEqual(["a:hi", "b:hi", "c:hi"]);

    // A channel stopped hears nothing more; the others go on.
    await stops[0]?.();
    for (const name of ["a", "b"])
      await sender.query("select pg_notify($1, 'again')", [`listen_test_${name}`]);
    expect(await until(() => heard.includes("b:again"))).toBe(true);
    expect(heard).not.toContain("a:again");
    await stops[1]?.();
    expect(link.connections()).toBe(1);
    await stops[2]?.();
    expect(await until(() => link.connections() === 0)).toBe(true);
  });

  it("comes back however long the database is away, and says so with an empty payload", async () => {
    const handle = relayed();
    const heard: string[] = [];
    const other: string[] = [];
    let lost = 0;
    const channel = `listen_test_${process.pid}`;
    const stop = await listen(
      handle,
      channel,
      (payload) => heard.push(payload),
      () => lost++,
    );
    const stopOther = await listen(handle, `${channel}_other`, (payload) => other.push(payload));
    const heardOf = (payload: string) => until(() => heard.includes(payload));
    try {
      expect(heard).toEqual([""]);
      await sender.query("select pg_notify($1, 'before')", [channel]);
      expect(await heardOf("before")).toBe(true);

      // Away for 3.5 s: the first tries to reconnect (one a second) are refused.
      await link.down();
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(lost).toBe(1);
      heard.length = 0;
      other.length = 0;
      await link.open();
      expect(await heardOf("")).toBe(true);
      await sender.query("select pg_notify($1, 'after')", [channel]);
      await sender.query("select pg_notify($1, 'after')", [`${channel}_other`]);
      expect(await heardOf("after")).toBe(true);
      // Every channel came back on the one connection, each told that it may have missed some.
      expect(await until(() => other.includes("after"))).toBe(true);
      expect(other[0]).toBe("");
      expect(link.connections()).toBe(1);
      expect(lost).toBe(1);
    } finally {
      await stop();
      await stopOther();
    }
  }, 20_000);
});
