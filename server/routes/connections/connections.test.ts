import { and, eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { connections, notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const member = (firstName: string, lastName = "Test") => createMember(t.deps.db, { firstName, lastName });
const ask = (from: MemberFixture, to: MemberFixture) =>
  t.as(from).send("/api/connections", { userId: to.id });
const act = (who: MemberFixture, id: string, verb: "accept" | "decline") =>
  t.as(who).request(`/api/connections/${id}/${verb}`, { method: "POST" });
const remove = (who: MemberFixture, id: string) =>
  t.as(who).request(`/api/connections/${id}`, { method: "DELETE" });
const list = async (who: MemberFixture, direction: string, cursor?: string) => {
  const query = new URLSearchParams({ direction, ...(cursor ? { cursor } : {}) });
  const response = await t.as(who).get(`/api/connections?${query}`);
  expect(response.status).toBe(200);
  return response.json();
};
const rowsBetween = (a: MemberFixture, b: MemberFixture) =>
  t.deps.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a.id), eq(connections.addresseeId, b.id)),
        and(eq(connections.requesterId, b.id), eq(connections.addresseeId, a.id)),
      ),
    );
/** Runs the event handlers (as the server's worker would) and returns the member's notifications. */
async function notificationsOf(who: MemberFixture) {
  const worker = createBackgroundWorker({
    config: t.deps.config,
    database: t.deps.database,
    logger: t.deps.logger,
    transport: null,
  });
  await worker.runDue();
  await worker.runDue();
  return t.deps.db.select().from(notifications).where(eq(notifications.userId, who.id));
}

describe("POST /api/connections", () => {
  it("sends a request that the addressee sees with Accept and Decline, and notifies them", async () => {
    const ana = await member("Ana", "Diaz");
    const ben = await member("Ben");
    const response = await ask(ana, ben);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.connection).toMatchObject({ userId: ben.id, status: "outgoing", can: { cancel: true } });

    const incoming = await list(ben, "incoming");
    expect(incoming.connections).toHaveLength(1);
    expect(incoming.connections[0]).toMatchObject({
      status: "incoming",
      member: { userId: ana.id, firstName: "Ana", lastName: "Diaz" },
      can: { accept: true, decline: true, cancel: false, remove: false, request: false },
    });
    expect(JSON.stringify(incoming)).not.toContain(ana.email);
    expect((await list(ana, "outgoing")).connections[0]).toMatchObject({
      member: { userId: ben.id },
      can: { cancel: true, accept: false },
    });

    const rows = await notificationsOf(ben);
    expect(rows).toEqual([
      expect.objectContaining({
        type: "connection_request",
        message: "Ana Diaz wants to connect with you",
        notificationUrl: "/connections",
      }),
    ]);
    expect(await notificationsOf(ana)).toEqual([]);
  });

  it("refuses oneself, a second request, and members who do not exist", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    expect((await ask(ana, ana)).status).toBe(403);
    expect((await ask(ana, ben)).status).toBe(201);
    const again = await ask(ana, ben);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("You have already sent a connection request.");
    const nobody = await t.as(ana).send("/api/connections", { userId: crypto.randomUUID() });
    expect(nobody.status).toBe(404);
    expect((await t.as(ana).send("/api/connections", { userId: "x" })).status).toBe(422);
    expect(await rowsBetween(ana, ben)).toHaveLength(1);
  });

  it("accepts the other member's request when they asked first", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    expect((await ask(ana, ben)).status).toBe(201);
    const back = await ask(ben, ana);
    expect(back.status).toBe(200);
    expect((await back.json()).connection.status).toBe("connected");
    expect(await rowsBetween(ana, ben)).toEqual([expect.objectContaining({ status: "accepted" })]);
  });

  it("ends two members asking each other at the same moment in one accepted row, without an error", async () => {
    for (let round = 0; round < 5; round++) {
      const ana = await member("Ana");
      const ben = await member("Ben");
      const [first, second] = await Promise.all([ask(ana, ben), ask(ben, ana)]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      expect(await rowsBetween(ana, ben)).toEqual([expect.objectContaining({ status: "accepted" })]);
    }
  });

  it("is for members only", async () => {
    const ben = await member("Ben");
    const response = await t.request("/api/connections", {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.deps.config.PUBLIC_URL },
      body: JSON.stringify({ userId: ben.id }),
    });
    expect(response.status).toBe(401);
  });
});

describe("accept and decline", () => {
  it("lets the addressee accept, which notifies the requester and connects both", async () => {
    const ana = await member("Ana", "Diaz");
    const ben = await member("Ben", "Okafor");
    const { connection } = await (await ask(ana, ben)).json();
    expect((await act(ana, connection.connectionId, "accept")).status).toBe(403);
    const accepted = await act(ben, connection.connectionId, "accept");
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).connection).toMatchObject({ status: "connected", can: { remove: true } });
    expect((await list(ana, "connected")).connections[0]).toMatchObject({
      member: { userId: ben.id },
      status: "connected",
      can: { remove: true },
    });
    expect((await list(ben, "connected")).connections[0].member.userId).toBe(ana.id);
    expect((await list(ben, "incoming")).connections).toEqual([]);
    const toAna = (await notificationsOf(ana)).filter((row) => row.type === "connection_accepted");
    expect(toAna).toEqual([
      expect.objectContaining({
        message: "Ben Okafor accepted your connection request",
        notificationUrl: `/profile/${ben.id}`,
      }),
    ]);
    expect((await act(ben, connection.connectionId, "accept")).status).toBe(403);
  });

  it("hides other members' requests (404) and answers a visitor with 401", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const eve = await member("Eve");
    const { connection } = await (await ask(ana, ben)).json();
    expect((await act(eve, connection.connectionId, "accept")).status).toBe(404);
    expect((await act(eve, connection.connectionId, "decline")).status).toBe(404);
    expect((await remove(eve, connection.connectionId)).status).toBe(404);
    const visitor = await t.request(`/api/connections/${connection.connectionId}/accept`, {
      method: "POST",
      headers: { origin: t.deps.config.PUBLIC_URL },
    });
    expect(visitor.status).toBe(401);
  });

  it("after a decline: the decliner may ask at once, the declined member only after 30 days", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const { connection } = await (await ask(ana, ben)).json();
    expect((await act(ana, connection.connectionId, "decline")).status).toBe(403);
    const declined = await act(ben, connection.connectionId, "decline");
    expect(declined.status).toBe(200);
    // Ben sees nothing in the way; Ana sees the decline and when she may ask again.
    expect((await declined.json()).connection).toMatchObject({ status: "none", can: { request: true } });
    const anaView = await (await t.as(ana).get(`/api/connections/with/${ben.id}`)).json();
    expect(anaView.connection).toMatchObject({ status: "declined", can: { request: false } });
    expect(new Date(anaView.connection.requestableAt).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect((await ask(ana, ben)).status).toBe(403);
    expect((await list(ana, "outgoing")).connections).toEqual([]);

    // 30 days later Ana may ask again.
    await t.deps.db
      .update(connections)
      .set({ respondedAt: sql`now() - interval '30 days'` })
      .where(eq(connections.id, connection.connectionId));
    expect((await ask(ana, ben)).status).toBe(201);
    expect(await rowsBetween(ana, ben)).toEqual([
      expect.objectContaining({ requesterId: ana.id, status: "pending", respondedAt: null }),
    ]);
  });

  it("turns the row round when the decliner asks after all", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const { connection } = await (await ask(ana, ben)).json();
    await act(ben, connection.connectionId, "decline");
    expect((await ask(ben, ana)).status).toBe(201);
    expect(await rowsBetween(ana, ben)).toEqual([
      expect.objectContaining({ requesterId: ben.id, addresseeId: ana.id, status: "pending" }),
    ]);
    expect((await list(ana, "incoming")).connections[0].member.userId).toBe(ben.id);
  });
});

describe("DELETE /api/connections/:id", () => {
  it("lets the requester cancel a pending request, not the addressee", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const { connection } = await (await ask(ana, ben)).json();
    expect((await remove(ben, connection.connectionId)).status).toBe(403);
    const cancelled = await remove(ana, connection.connectionId);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).connection).toMatchObject({ status: "none", can: { request: true } });
    expect(await rowsBetween(ana, ben)).toEqual([]);
  });

  it("lets either side remove an accepted connection", async () => {
    const ana = await member("Ana");
    const ben = await member("Ben");
    const { connection } = await (await ask(ana, ben)).json();
    await act(ben, connection.connectionId, "accept");
    expect((await remove(ben, connection.connectionId)).status).toBe(200);
    expect(await rowsBetween(ana, ben)).toEqual([]);
    expect((await remove(ana, connection.connectionId)).status).toBe(404);
  });
});

describe("GET /api/connections", () => {
  it("pages each list newest first without repeating or skipping", async () => {
    const me = await member("Me");
    const askers = [];
    for (let n = 0; n < 45; n++) {
      const asker = await member(`Asker${n}`);
      askers.push(asker);
      expect((await ask(asker, me)).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(me, "incoming", cursor);
      seen.push(...page.connections.map((c: { member: { userId: string } }) => c.member.userId));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(askers.map((a) => a.id).reverse());
  });

  it("refuses a bad direction or cursor with 422, and visitors with 401", async () => {
    const me = await member("Me");
    expect((await t.as(me).get("/api/connections?direction=sideways")).status).toBe(422);
    expect((await t.as(me).get("/api/connections?direction=incoming&cursor=bm9wZQ")).status).toBe(422);
    const forged = Buffer.from(JSON.stringify(["99999999999999999", "not-a-uuid"])).toString("base64url");
    expect((await t.as(me).get(`/api/connections?direction=incoming&cursor=${forged}`)).status).toBe(422);
    expect((await t.request("/api/connections?direction=incoming")).status).toBe(401);
  });
});
