import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { devMailboxKey } from "./dev-mailbox-key";
import { platformAccessOf } from "./platform-access";

const SECRET = "platform-access-test-secret-0123456789";

/**
 * A route's context as far as platformAccessOf reads it: the config and secret, and Node's request
 * with its socket's address and its headers (lower-case, as Node parses them).
 */
function contextFrom(env: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    var: { deps: { config: parseConfig(env), secret: SECRET } },
    env: {
      incoming: {
        socket: { remoteAddress: "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" },
        headers,
      },
    },
  } as never;
}

const keyGiven = (env: Record<string, string>, headers?: Record<string, string>) =>
  platformAccessOf(contextFrom(env, headers)).mailboxKeyGiven;

describe("platformAccessOf", () => {
  it("takes the mailbox key from its header, on an install without SMTP", () => {
    const key = devMailboxKey(SECRET);
    expect(keyGiven({}, { "x-mailbox-key": key })).toBe(true);
    // With SMTP the mail is delivered, not kept here: the key opens nothing.
    expect(keyGiven({ SMTP_URL: "smtp://127.0.0.1:25" }, { "x-mailbox-key": key })).toBe(false);
  });

  it("does not take loopback alone, a wrong key, a key of another secret or one cut short", () => {
    expect(keyGiven({}, { host: "localhost:3000" })).toBe(false);
    expect(keyGiven({}, { "x-mailbox-key": "x".repeat(32) })).toBe(false);
    expect(keyGiven({}, { "x-mailbox-key": devMailboxKey("another-secret-another-secret-0000") })).toBe(
      false,
    );
    expect(keyGiven({}, { "x-mailbox-key": devMailboxKey(SECRET).slice(0, 31) })).toBe(false);
    expect(keyGiven({}, { "x-mailbox-key": "" })).toBe(false);
  });

  it("turns the mailbox on outside production, and in production only with DEV_MAILBOX=on", () => {
    const enabled = (env: Record<string, string>) => platformAccessOf(contextFrom(env)).mailboxEnabled;
    expect(enabled({ NODE_ENV: "development" })).toBe(true);
    expect(enabled({ NODE_ENV: "test" })).toBe(true);
    expect(enabled({ NODE_ENV: "development", DEV_MAILBOX: "off" })).toBe(false);
    expect(enabled({ NODE_ENV: "production" })).toBe(false);
    expect(enabled({ NODE_ENV: "production", DEV_MAILBOX: "on" })).toBe(true);
  });

  it("marks a development install", () => {
    expect(platformAccessOf(contextFrom({ NODE_ENV: "development" })).development).toBe(true);
    expect(platformAccessOf(contextFrom({})).development).toBe(false);
  });
});
