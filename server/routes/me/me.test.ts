import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signedInMember, TEST_ORIGIN } from "../../test/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: TEST_ORIGIN, ADMIN_EMAILS: "boss@example.org" });
});
afterAll(async () => {
  await t?.close();
});

const patch = (cookie: string, body: unknown) =>
  t.request("/api/me/profile", {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
    body: JSON.stringify(body),
  });

describe("/api/me", () => {
  it("answers a visitor with no user, and refuses a visitor's profile change", async () => {
    const response = await t.request("/api/me");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, profile: null, isPlatformAdmin: false });
    const change = await patch("", { firstName: "A", lastName: "B" });
    expect(change.status).toBe(401);
    expect((await change.json()).error.message).toBe("User must be authenticated");
  });

  it("gives the member their own account and profile, without secrets", async () => {
    const { cookie } = await signedInMember(t, {
      email: "grace@example.org",
      firstName: "Grace",
      lastName: "Hopper",
    });
    const body = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(body.user).toMatchObject({ email: "grace@example.org", emailVerified: true });
    expect(body.profile).toMatchObject({ firstName: "Grace", lastName: "Hopper", blueskyConnected: false });
    expect(body.isPlatformAdmin).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/jwt|password|token/i);
  });

  it("completes the profile with trimmed names, and refuses blank ones with the spec's message", async () => {
    const { cookie, userId } = await signedInMember(t, {
      email: "boss@example.org",
      firstName: "B",
      lastName: "Oss",
    });
    const blank = await patch(cookie, { firstName: "  ", lastName: "Lee" });
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.message).toBe("First and last name are required.");
    const saved = await patch(cookie, { firstName: "  Bo ", lastName: " Lee " });
    expect(saved.status).toBe(200);
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({ firstName: "Bo", lastName: "Lee" });
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.isPlatformAdmin).toBe(true);
  });
});

describe("invisible characters in the profile's names", () => {
  it("refuses a NUL, a lone surrogate or a right-to-left override with 400 invalid_characters", async () => {
    const { cookie, userId } = await signedInMember(t, {
      email: "ada@example.org",
      firstName: "Ada",
      lastName: "Byron",
    });
    for (const firstName of ["A\u0000da", "Ada\ud800", "\u202eadA", "A\nda"]) {
      const response = await patch(cookie, { firstName, lastName: "Lovelace" });
      expect(response.status, JSON.stringify(firstName)).toBe(400);
      const { error } = await response.json();
      expect(error).toMatchObject({
        code: "invalid_characters",
        message: "This field contains invisible control characters. Remove them and try again.",
        issues: [
          {
            path: "firstName",
            message: "This field contains invisible control characters. Remove them and try again.",
          },
        ],
      });
    }
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({ firstName: "Ada", lastName: "Byron" });
  });

  it("keeps the other field's issue beside it, and a 422 when no character is refused", async () => {
    const { cookie } = await signedInMember(t, {
      email: "ada.b@example.org",
      firstName: "Ada",
      lastName: "Byron",
    });
    const both = await patch(cookie, { firstName: "A\u0007", lastName: "x".repeat(60) });
    expect(both.status).toBe(400);
    expect((await both.json()).error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "firstName",
      "lastName",
    ]);
    const long = await patch(cookie, { firstName: "Ada", lastName: "x".repeat(60) });
    expect(long.status).toBe(422);
    expect((await long.json()).error.code).toBe("validation_failed");
  });
});
