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
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const opened = net.createServer((incoming) => {
        const outgoing = net.connect(target);
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
  return { open, down, port: () => port };
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

  it("comes back however long the database is away, and says so with an empty payload", async () => {
    const url = new URL(serverUrl ?? "");
    url.port = String(link.port());
    const handle = { url: url.toString() } as DatabaseHandle;
    const heard: string[] = [];
    let lost = 0;
    const channel = `listen_test_${process.pid}`;
    const stop = await listen(
      handle,
      channel,
      (payload) => heard.push(payload),
      () => lost++,
    );
    const heardOf = async (payload: string) => {
      for (let i = 0; i < 100 && !heard.includes(payload); i++) await new Promise((r) => setTimeout(r, 50));
      return heard.includes(payload);
    };
    try {
      expect(heard).toEqual([""]);
      await sender.query("select pg_notify($1, 'before')", [channel]);
      expect(await heardOf("before")).toBe(true);

      // Away for 3.5 s: the first tries to reconnect (one a second) are refused.
      await link.down();
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(lost).toBe(1);
      heard.length = 0;
      await link.open();
      expect(await heardOf("")).toBe(true);
      await sender.query("select pg_notify($1, 'after')", [channel]);
      expect(await heardOf("after")).toBe(true);
      expect(lost).toBe(1);
    } finally {
      await stop();
    }
  }, 20_000);
});
