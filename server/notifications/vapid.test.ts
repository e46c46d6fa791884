import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { resolveVapidKeys } from "./vapid";

const config = (env: Record<string, string>) => parseConfig({ DATA_DIR: "/tmp/cg-vapid", ...env });

describe("VAPID keys", () => {
  it("outside production, derives a stable P-256 key pair from the server's secret", () => {
    const dev = config({ NODE_ENV: "development" });
    const keys = resolveVapidKeys(dev, "secret-one-secret-one-secret-one");
    expect(resolveVapidKeys(dev, "secret-one-secret-one-secret-one")).toEqual(keys);
    expect(resolveVapidKeys(dev, "secret-two-secret-two-secret-two")?.publicKey).not.toBe(keys?.publicKey);
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys?.privateKey ?? "", "base64url"));
    expect(ecdh.getPublicKey().toString("base64url")).toBe(keys?.publicKey);
    expect(keys?.subject).toBe("mailto:admin@localhost");
  });

  it("uses the configured pair, and in production without one there is no push", () => {
    const pair = {
      VAPID_PUBLIC_KEY: "BPublic",
      VAPID_PRIVATE_KEY: "private",
      VAPID_SUBJECT: "mailto:ops@example.org",
    };
    expect(
      resolveVapidKeys(config({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), ...pair }), "s"),
    ).toEqual({
      publicKey: "BPublic",
      privateKey: "private",
      subject: "mailto:ops@example.org",
    });
    expect(resolveVapidKeys(config({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) }), "s")).toBeNull();
  });
});
