import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, parseConfig } from "./env";
import { ROOT_DIR } from "./paths";

describe("configuration", () => {
  it("runs on the embedded default with no variables at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      databaseMode: "embedded",
      APP_NAME: "Common Ground",
      ADMIN_EMAILS: [],
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = parseConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
    expect(config.databaseMode).toBe("postgres");
  });

  it("names the variable in the message when a value is bad", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://localhost/x" })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => parseConfig({ ADMIN_EMAILS: "ok@example.org, nope" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it("takes the native shell's push settings all or nothing, with keys that load", () => {
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const apns = {
      APNS_KEY_ID: "ABC123DEFG",
      APNS_TEAM_ID: "DEF123GHIJ",
      APNS_BUNDLE_ID: "org.commonground.app",
      APNS_PRIVATE_KEY: ec.toString().replaceAll("\n", "\\n"),
    };
    expect(parseConfig(apns)).toMatchObject({
      APNS_BUNDLE_ID: "org.commonground.app",
      APNS_ENVIRONMENT: "production",
    });
    expect(() => parseConfig({ ...apns, APNS_TEAM_ID: "", APNS_BUNDLE_ID: "" })).toThrow(
      /APNS_TEAM_ID: must be set together[\s\S]*APNS_BUNDLE_ID: must be set together/,
    );
    expect(() => parseConfig({ ...apns, APNS_PRIVATE_KEY: rsa.toString() })).toThrow(
      /APNS_PRIVATE_KEY: must be/,
    );
    expect(() => parseConfig({ ...apns, APNS_ENVIRONMENT: "staging" })).toThrow(/APNS_ENVIRONMENT/);

    const account = {
      project_id: "p",
      client_email: "push@p.iam.gserviceaccount.com",
      private_key: rsa.toString(),
    };
    expect(parseConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).FCM_SERVICE_ACCOUNT).toEqual(
      account,
    );
    expect(() => parseConfig({ FCM_SERVICE_ACCOUNT: "{not json" })).toThrow(/FCM_SERVICE_ACCOUNT: must be/);
    expect(() =>
      parseConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify({ ...account, client_email: undefined }) }),
    ).toThrow(/FCM_SERVICE_ACCOUNT.client_email: the JSON key has no client_email/);
    expect(() =>
      parseConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: ec.toString() }) }),
    ).toThrow(/FCM_SERVICE_ACCOUNT: its private_key is not an RSA/);
  });

  it("reads the admin list case-insensitively", () => {
    expect(parseConfig({ ADMIN_EMAILS: " Ada@Example.org ,bob@example.org" }).ADMIN_EMAILS).toEqual([
      "ada@example.org",
      "bob@example.org",
    ]);
  });

  it("keeps the development mailbox off in production unless DEV_MAILBOX turns it on", () => {
    expect(parseConfig({}).DEV_MAILBOX).toBe("off");
    expect(parseConfig({ NODE_ENV: "production" }).DEV_MAILBOX).toBe("off");
    expect(parseConfig({ NODE_ENV: "production", DEV_MAILBOX: "on" }).DEV_MAILBOX).toBe("on");
    expect(parseConfig({ NODE_ENV: "development" }).DEV_MAILBOX).toBe("on");
    expect(parseConfig({ NODE_ENV: "test" }).DEV_MAILBOX).toBe("on");
    expect(parseConfig({ NODE_ENV: "development", DEV_MAILBOX: "off" }).DEV_MAILBOX).toBe("off");
    expect(() => parseConfig({ DEV_MAILBOX: "yes" })).toThrow(/DEV_MAILBOX/);
  });

  it("documents every variable in docs/configuration.md", () => {
    const doc = readFileSync(path.join(ROOT_DIR, "docs", "configuration.md"), "utf8");
    for (const key of Object.keys(envSchema.shape)) {
      expect(doc, `${key} is missing from docs/configuration.md`).toContain(`\`${key}\``);
    }
  });
});
