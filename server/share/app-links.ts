import type { Context } from "hono";
import { APP_LINK_PREFIXES } from "../../shared/app-links";
import type { AppEnv } from "../context";
import type { Config } from "../env";

/** Where Android and iOS look for a host's proof that an app may open its links. */
export const ASSET_LINKS_PATH = "/.well-known/assetlinks.json";
export const APPLE_APP_SITE_ASSOCIATION_PATH = "/.well-known/apple-app-site-association";

/**
 * The Digital Asset Links statement: the Android app (package and signing keys) may handle
 * every link of this host; which pages it takes is the manifest's intent filter.
 */
export function assetLinks(config: Pick<Config, "ANDROID_APP_PACKAGE" | "ANDROID_APP_CERT_SHA256">) {
  if (config.ANDROID_APP_CERT_SHA256.length === 0) return null;
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: config.ANDROID_APP_PACKAGE,
        sha256_cert_fingerprints: config.ANDROID_APP_CERT_SHA256,
      },
    },
  ];
}

/**
 * The iOS app's association: the app (team and bundle id) opens the members' pages of
 * APP_LINK_PREFIXES. `IOS_APP_ID`, or the APNs team and bundle when it is unset.
 */
export function appleAppSiteAssociation(
  config: Pick<Config, "IOS_APP_ID" | "APNS_TEAM_ID" | "APNS_BUNDLE_ID">,
) {
  const appId =
    config.IOS_APP_ID ??
    (config.APNS_TEAM_ID && config.APNS_BUNDLE_ID ? `${config.APNS_TEAM_ID}.${config.APNS_BUNDLE_ID}` : null);
  if (!appId) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [appId],
          components: APP_LINK_PREFIXES.map((prefix) => ({ "/": `${prefix}*` })),
        },
      ],
    },
  };
}

/**
 * Answers one of the two files as JSON (Apple's has no extension and must not redirect), or
 * 404 when this install has no app of that kind configured.
 */
export function serveAppLinks(c: Context<AppEnv>, file: "android" | "apple"): Response {
  const { config } = c.var.deps;
  const body = file === "android" ? assetLinks(config) : appleAppSiteAssociation(config);
  if (!body) return c.text("Not found", 404);
  c.header("cache-control", "public, max-age=3600");
  return c.json(body);
}
