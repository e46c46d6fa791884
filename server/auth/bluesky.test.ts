import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { signedInMember, TEST_ORIGIN } from "../test/auth";
import { startTestPds, type TestPds } from "../test/pds";

let pds: TestPds;
let t: TestApp;
let alice: { did: string; handle: string; appPassword: string };

beforeAll(async () => {
  pds = await startTestPds();
  t = await createTestApp({ PUBLIC_URL: TEST_ORIGIN, BLUESKY_SERVICE_URL: pds.url });
  alice = await pds.createAccount("alice.test", "alice@example.org");
});
afterAll(async () => {
  await t?.close();
  await pds?.close();
});

function signIn(identifier: string, password: string) {
  return t.request("/api/auth/sign-in/bluesky", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    body: JSON.stringify({ identifier, password }),
  });
}

describe("Bluesky sign-in against a real PDS", () => {
  it("refuses empty credentials, a wrong password and an account nobody linked", async () => {
    expect((await (await signIn(" ", "")).json()).message).toBe("Please enter your Bluesky credentials");
    const wrong = await signIn("alice.test", "wrong-password");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe(
      "Failed to authenticate with Bluesky. Please check your credentials.",
    );
    const unlinked = await signIn("alice.test", alice.appPassword);
    expect(unlinked.status).toBe(404);
    expect((await unlinked.json()).code).toBe("BLUESKY_NOT_LINKED");
  });

  it("signs in the member whose profile holds the DID, keeping the tokens encrypted on the server", async () => {
    const member = await signedInMember(t, { email: "alice.member@example.org", firstName: "Alice" });
    await t.deps.db
      .update(profiles)
      .set({ blueskyDid: alice.did, blueskyHandle: "old.handle" })
      .where(eq(profiles.userId, member.userId));

    const response = await signIn("@alice.test", alice.appPassword);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, handle: "alice.test", did: alice.did });
    expect(JSON.stringify(body)).not.toMatch(/jwt|password/i);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.user.email).toBe("alice.member@example.org");
    expect(JSON.stringify(me)).not.toMatch(/jwt/i);

    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile?.blueskyHandle).toBe("alice.test");
    expect(profile?.blueskyAccessJwt).toMatch(/^v1\./);
    expect(profile?.blueskyAccessJwt).not.toContain("eyJ");
  });
});
