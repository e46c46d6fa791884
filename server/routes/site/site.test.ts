import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { LOGO_BUCKET, LOGO_KEY } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_NAME: "Riverside Commons" });
});
afterAll(async () => {
  await t?.close();
});

describe("site routes", () => {
  it("gives the configured product name", async () => {
    const body = await (await t.request("/api/site/config")).json();
    expect(body.appName).toBe("Riverside Commons");
    expect(body.auth).toEqual({ google: false, apple: false });
  });

  it("has no logo URL until one is uploaded, then a signed link that serves it", async () => {
    expect(await (await t.request("/api/site/logo")).json()).toEqual({ url: null });
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    await t.deps.storage.put(LOGO_BUCKET, LOGO_KEY, png, "image/png");
    const { url } = await (await t.request("/api/site/logo")).json();
    expect(url).toMatch(/^\/api\/storage\/sign\/site-images\/logo\?expires=\d+&sig=/);
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));
    // Spec §9: the logo link lives one year.
    expect(expires - Date.now() / 1000).toBeGreaterThan(31_535_000);
    const image = await t.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it("refuses a tampered or expired signed link", async () => {
    const { url } = await (await t.request("/api/site/logo")).json();
    const tampered = url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await t.request(tampered)).status).toBe(403);
    const expired = url.replace(/expires=\d+/, "expires=1000");
    expect((await t.request(expired)).status).toBe(403);
    expect((await t.request("/api/storage/sign/site-images/..%2Fsecret?expires=1&sig=x")).status).toBe(404);
  });
});
