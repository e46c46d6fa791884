import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { parseConfig } from "../../env";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";
import { apnsEnv, nativePushKeys } from "../../test/native-push";

const ENV = { ADMIN_EMAILS: "admin@example.org", ...apnsEnv(nativePushKeys()) };

let t: TestApp;
let admin: MemberFixture;
let member: MemberFixture;

beforeAll(async () => {
  t = await createTestApp(ENV);
  admin = await createMember(t.deps.db, { email: "admin@example.org" });
  member = await createMember(t.deps.db);
});
afterAll(async () => {
  await t?.close();
});

const PATH = "/api/diagnostics/mobile";

describe("GET /api/diagnostics/mobile (the /test/mobile page)", () => {
  it("refuses a visitor and a member who is not a platform admin", async () => {
    expect((await t.request(PATH)).status).toBe(403);
    const refused = await t.as(member).get(PATH);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
  });

  it("gives a platform admin this install's push platforms and the tab bar's rule", async () => {
    const response = await t.as(admin).get(PATH);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.pushPlatforms).toEqual(["ios"]);
    expect(body.development).toBe(false);
    const rule = Object.fromEntries(
      body.tabBar.map((row: { path: string; member: boolean; visitor: boolean }) => [row.path, row]),
    );
    expect(rule["/dashboard"]).toEqual({ path: "/dashboard", member: true, visitor: false });
    expect(rule["/auth"]).toEqual({ path: "/auth", member: false, visitor: false });
    expect(rule["/groups/1/workspace"].member).toBe(false);
    expect(body.tabBar.every((row: { visitor: boolean }) => !row.visitor)).toBe(true);
  });

  it("is open to everyone, visitors too, on a development install", async () => {
    const config = parseConfig({
      DATA_DIR: t.deps.config.DATA_DIR,
      LOG_LEVEL: "silent",
      NODE_ENV: "development",
    });
    const app = createApp({ ...t.deps, config }, { appDistDir: null });
    const response = await app.request(`http://localhost${PATH}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.development).toBe(true);
    expect(body.pushPlatforms).toEqual([]);
  });
});
