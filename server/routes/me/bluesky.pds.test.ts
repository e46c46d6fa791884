import { AtpAgent } from "@atproto/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLUESKY_MESSAGES } from "../../../shared/schemas/bluesky";
import { profiles } from "../../db/schema";
import { TokenCipher } from "../../lib/token-crypto";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInMember, TEST_ORIGIN } from "../../test/auth";
import { startTestPds, type TestPds } from "../../test/pds";

let pds: TestPds;
let t: TestApp;
let carol: Awaited<ReturnType<TestPds["createAccount"]>>;

beforeAll(async () => {
  pds = await startTestPds();
  t = await createTestApp({ PUBLIC_URL: TEST_ORIGIN, BLUESKY_SERVICE_URL: pds.url });
  carol = await pds.createAccount("carol.test", "carol@example.org");
});
afterAll(async () => {
  await t?.close();
  await pds?.close();
});

function connection(method: "GET" | "PUT" | "DELETE", cookie: string, body?: unknown) {
  return t.request("/api/me/bluesky", {
    method,
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

describe("/api/me/bluesky", () => {
  it("answers a visitor with the spec's message for status, connect and disconnect", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const body = method === "PUT" ? { identifier: "carol.test", password: carol.appPassword } : undefined;
      const response = await connection(method, "", body);
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe("User must be authenticated");
    }
  });

  it("connects, reports and disconnects the member's own account", async () => {
    const { cookie, userId } = await signedInMember(t, { email: "carol.member@example.org" });
    expect(await (await connection("GET", cookie)).json()).toEqual({
      connected: false,
      handle: null,
      did: null,
    });

    const empty = await connection("PUT", cookie, { identifier: " ", password: "" });
    expect((await empty.json()).error.message).toBe(BLUESKY_MESSAGES.credentialsRequired);
    const wrong = await connection("PUT", cookie, { identifier: "carol.test", password: "wrong" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe(BLUESKY_MESSAGES.authFailed);

    const connected = await connection("PUT", cookie, {
      identifier: "carol.test",
      password: carol.appPassword,
    });
    expect(connected.status).toBe(200);
    const status = { connected: true, handle: "carol.test", did: carol.did };
    expect(await connected.json()).toEqual(status);
    expect(await (await connection("GET", cookie)).json()).toEqual(status);
    // Connecting again (e.g. with a new app password) keeps the same link.
    expect(
      (await connection("PUT", cookie, { identifier: "carol.test", password: carol.appPassword })).status,
    ).toBe(200);

    const [linked] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(linked?.blueskyRefreshJwt).toMatch(/^v1\./);

    const disconnected = await connection("DELETE", cookie);
    expect(await disconnected.json()).toEqual({ connected: false, handle: null, did: null });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({
      blueskyDid: null,
      blueskyHandle: null,
      blueskyAccessJwt: null,
      blueskyRefreshJwt: null,
      blueskyConnectedAt: null,
    });
  });

  it("refuses an account that another member has connected", async () => {
    const first = await signedInMember(t, { email: "first@example.org" });
    const second = await signedInMember(t, { email: "second@example.org" });
    const credentials = { identifier: "carol.test", password: carol.appPassword };
    expect((await connection("PUT", first.cookie, credentials)).status).toBe(200);
    const refused = await connection("PUT", second.cookie, credentials);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(BLUESKY_MESSAGES.alreadyLinked);
    expect(await (await connection("GET", second.cookie)).json()).toMatchObject({ connected: false });
  });

  it("ends the PDS session it held when the member disconnects", async () => {
    const { cookie, userId } = await signedInMember(t, { email: "dave@example.org" });
    const dave = await pds.createAccount("dave.test", "dave@example.org");
    await connection("PUT", cookie, { identifier: "dave.test", password: dave.appPassword });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    // Test servers have no TOKEN_ENCRYPTION_KEY: the key comes from the server secret.
    const refreshJwt = new TokenCipher({ secret: t.deps.secret }).decrypt(row?.blueskyRefreshJwt ?? "");
    const refresh = () =>
      new AtpAgent({ service: pds.url }).com.atproto.server.refreshSession(undefined, {
        headers: { authorization: `Bearer ${refreshJwt}` },
      });

    await connection("DELETE", cookie);
    await expect(refresh()).rejects.toMatchObject({ status: 400 });
  });
});
