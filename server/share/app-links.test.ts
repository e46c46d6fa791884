import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { APP_LINK_PREFIXES } from "../../shared/app-links";
import { parseConfig } from "../env";
import { ROOT_DIR } from "../paths";
import { createTestApp, type TestApp } from "../test/app";
import { APPLE_APP_SITE_ASSOCIATION_PATH, ASSET_LINKS_PATH, appleAppSiteAssociation } from "./app-links";

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, "0")).join(":");

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("the native apps' /.well-known files", () => {
  it("are not there on an install without apps", async () => {
    const t = await createTestApp();
    apps.push(t);
    for (const file of [ASSET_LINKS_PATH, APPLE_APP_SITE_ASSOCIATION_PATH]) {
      expect((await t.request(file)).status).toBe(404);
    }
  });

  it("name the configured Android app and its keys, and the iOS app with the members' pages", async () => {
    const t = await createTestApp({
      ANDROID_APP_CERT_SHA256: `${FINGERPRINT.toLowerCase()}, ${FINGERPRINT.replace(/^00/, "AB")}`,
      IOS_APP_ID: "ABCDE12345.org.commonground.app",
    });
    apps.push(t);
    const android = await t.request(ASSET_LINKS_PATH);
    expect(android.status).toBe(200);
    expect(android.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await android.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "org.commonground.app",
          sha256_cert_fingerprints: [
            FINGERPRINT.toUpperCase(),
            FINGERPRINT.replace(/^00/, "AB").toUpperCase(),
          ],
        },
      },
    ]);
    // Apple reads it without an extension and follows no redirect.
    const apple = await t.request(APPLE_APP_SITE_ASSOCIATION_PATH);
    expect(apple.status).toBe(200);
    expect(apple.headers.get("content-type")).toMatch(/^application\/json/);
    const association = await apple.json();
    expect(association.applinks.details[0].appIDs).toEqual(["ABCDE12345.org.commonground.app"]);
    expect(association.applinks.details[0].components).toContainEqual({ "/": "/events/*" });
    expect(association.applinks.details[0].components).toContainEqual({ "/": "/dashboard*" });
    expect(association.applinks.details[0].components).not.toContainEqual({ "/": "/api/*" });
  });

  it("name the iOS app push goes to when no other is set", () => {
    const association = appleAppSiteAssociation({
      IOS_APP_ID: undefined,
      APNS_TEAM_ID: "ZYXWV98765",
      APNS_BUNDLE_ID: "org.example.volunteers",
    });
    expect(association?.applinks.details[0]?.appIDs).toEqual(["ZYXWV98765.org.example.volunteers"]);
    expect(
      appleAppSiteAssociation({ IOS_APP_ID: undefined, APNS_TEAM_ID: undefined, APNS_BUNDLE_ID: undefined }),
    ).toBeNull();
  });

  it("refuse a setting that is not a fingerprint or an app id, at start", () => {
    expect(() => parseConfig({ ANDROID_APP_CERT_SHA256: "AB:CD" })).toThrow(/SHA-256 fingerprints/);
    expect(() => parseConfig({ IOS_APP_ID: "org.commonground.app" })).toThrow(/team id and bundle id/);
    expect(parseConfig({ IOS_APP_ID: "ABCDE12345.org.example.app" }).IOS_APP_ID).toBe(
      "ABCDE12345.org.example.app",
    );
  });

  it("cover the pages the Android manifest opens, and no other", () => {
    const manifest = readFileSync(path.join(ROOT_DIR, "android/app/src/main/AndroidManifest.xml"), "utf8");
    const prefixes = [...manifest.matchAll(/android:pathPrefix="([^"]+)"/g)].map((match) => match[1]);
    expect(prefixes).toEqual([...APP_LINK_PREFIXES]);
  });
});
