import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../../auth/session";
import type { DatabaseHandle } from "../../db/client";
import { notifications, sessions } from "../../db/schema";
import { LIVE_STREAMS_PER_MEMBER, LIVE_STREAMS_PER_SESSION } from "../../live/hub";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, createSession } from "../../test/factories";
import { twoServerProcesses } from "../../test/server-process";
import { readEvents } from "../../test/sse";

/** A live stream lasts no longer than its session, and a session or member holds only so many. */

const notify = (db: DatabaseHandle["db"], userId: string, message: string) =>
  db.insert(notifications).values({ userId, type: "like", message }).returning();

/** Reads until the stream ends; the events seen on the way. */
async function untilEnded(stream: ReturnType<typeof readEvents>, ms = 5000): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    try {
      seen.push((await stream.next(ms)).event);
    } catch (error) {
      if ((error as Error).message === "the stream ended") return seen;
      throw error;
    }
  }
}

describe("the live channel and its session, on one server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionOf = (userId: string) =>
    createSession(t.deps.db, { secret: t.deps.secret, cookieName: sessionCookieName(t.deps.config), userId });
  const open = async (cookie: string) => {
    const response = await t.request("/api/live", { headers: { cookie } });
    expect(response.status).toBe(200);
    const stream = readEvents(response);
    expect((await stream.next()).event).toBe("ready");
    return stream;
  };

  it("ends when the member signs out, and delivers nothing after", async () => {
    const member = await createMember(t.deps.db);
    const session = await sessionOf(member.id);
    const stream = await open(session.cookie);
    const signOut = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: {
        cookie: session.cookie,
        origin: t.deps.config.PUBLIC_URL,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    await notify(t.deps.db, member.id, "After signing out");
    expect(await untilEnded(stream)).toEqual([]);
    // Its reconnection is refused.
    expect((await t.request("/api/live", { headers: { cookie: session.cookie } })).status).toBe(401);
  });

  it("ends when the session is revoked, and only that session's stream", async () => {
    const member = await createMember(t.deps.db);
    const revoked = await sessionOf(member.id);
    const kept = await sessionOf(member.id);
    const gone = await open(revoked.cookie);
    const staying = await open(kept.cookie);
    await t.deps.db.delete(sessions).where(eq(sessions.token, revoked.token));
    expect(await untilEnded(gone)).toEqual([]);
    await notify(t.deps.db, member.id, "Still here");
    expect((await staying.next()).event).toBe("notification.created");
    await staying.close();
  });

  it(`keeps ${LIVE_STREAMS_PER_SESSION} streams per session: the oldest is superseded`, async () => {
    const member = await createMember(t.deps.db);
    const session = await sessionOf(member.id);
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) streams.push(await open(session.cookie));
    const before = t.deps.live.size();
    const newest = await open(session.cookie);
    expect(await untilEnded(streams[0] as ReturnType<typeof readEvents>)).toEqual(["superseded"]);
    expect(t.deps.live.size()).toBe(before);
    // The others still carry the member's notifications.
    await notify(t.deps.db, member.id, "To the open ones");
    for (const stream of [...streams.slice(1), newest]) {
      expect((await stream.next()).event).toBe("notification.created");
      await stream.close();
    }
  });

  it(`keeps ${LIVE_STREAMS_PER_MEMBER} streams per member across sessions`, async () => {
    const member = await createMember(t.deps.db);
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i++)
      streams.push(await open((await sessionOf(member.id)).cookie));
    const newest = await open((await sessionOf(member.id)).cookie);
    expect(await untilEnded(streams[0] as ReturnType<typeof readEvents>)).toEqual(["superseded"]);
    for (const stream of [...streams.slice(1), newest]) await stream.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the live channel and its session, across two servers",
  () => {
    const servers = twoServerProcesses("live-session-secret-live-session-42");

    it("ends a stream on one server when its session signs out through the other", async () => {
      const [one, two] = await servers.start();
      const { db } = servers.database;
      const member = await createMember(db);
      const cookie = await servers.cookieFor(member.id);
      const onTwo = readEvents(await fetch(`${two.url}/api/live`, { headers: { cookie } }));
      expect((await onTwo.next(10_000)).event).toBe("ready");
      const signOut = await fetch(`${one.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
        body: "{}",
      });
      expect(signOut.status).toBe(200);
      await notify(db, member.id, "After signing out");
      expect(await untilEnded(onTwo, 15_000)).toEqual([]);
    }, 60_000);
  },
);
