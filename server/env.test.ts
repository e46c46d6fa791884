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
