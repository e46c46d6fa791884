import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { platformAccessOf } from "./platform-access";

/**
 * A route's context as far as platformAccessOf reads it: the config, and Node's request with its
 * socket's address and its headers (lower-case, as Node parses them).
 */
function contextFrom(
  env: Record<string, string>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return {
    var: { deps: { config: parseConfig(env) } },
    env: {
      incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: "IPv4" }, headers },
    },
  } as never;
}

const onThisMachine = (env: Record<string, string>, address: string, headers?: Record<string, string>) =>
  platformAccessOf(contextFrom(env, address, headers)).mailboxOnThisMachine;

describe("platformAccessOf", () => {
  it("takes a loopback request with no forwarding header, on an install without SMTP, for this machine", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(onThisMachine({}, address, { host: "localhost:3000", "user-agent": "curl/8" })).toBe(true);
    }
    expect(onThisMachine({}, "203.0.113.9")).toBe(false);
    expect(onThisMachine({}, "192.168.1.20")).toBe(false);
    // With SMTP the mail is delivered, not kept here.
    expect(onThisMachine({ SMTP_URL: "smtp://127.0.0.1:25" }, "127.0.0.1")).toBe(false);
  });

  it("does not take a request with any forwarding header for this machine: a proxy on the same host sent it", () => {
    const forwarded: Record<string, string>[] = [
      { forwarded: "for=203.0.113.9" },
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-host": "cg.example.org" },
      { "x-forwarded-proto": "https" },
      { "x-forwarded-port": "443" },
      { "x-real-ip": "203.0.113.9" },
      { via: "1.1 proxy" },
    ];
    for (const headers of forwarded) {
      expect(onThisMachine({}, "127.0.0.1", headers), JSON.stringify(headers)).toBe(false);
    }
  });

  it("reads the configured proxy header too, and a direct loopback request without it is this machine", () => {
    const env = { TRUST_PROXY_HEADER: "X-Client-Address" };
    expect(onThisMachine(env, "127.0.0.1", { "x-client-address": "203.0.113.9" })).toBe(false);
    expect(onThisMachine(env, "127.0.0.1")).toBe(true);
    expect(onThisMachine(env, "203.0.113.9")).toBe(false);
  });

  it("turns the mailbox on outside production, and in production only with DEV_MAILBOX=on", () => {
    const enabled = (env: Record<string, string>) =>
      platformAccessOf(contextFrom(env, "127.0.0.1")).mailboxEnabled;
    expect(enabled({ NODE_ENV: "development" })).toBe(true);
    expect(enabled({ NODE_ENV: "test" })).toBe(true);
    expect(enabled({ NODE_ENV: "development", DEV_MAILBOX: "off" })).toBe(false);
    expect(enabled({ NODE_ENV: "production" })).toBe(false);
    expect(enabled({ NODE_ENV: "production", DEV_MAILBOX: "on" })).toBe(true);
  });

  it("marks a development install", () => {
    expect(platformAccessOf(contextFrom({ NODE_ENV: "development" }, "203.0.113.9")).development).toBe(true);
    expect(platformAccessOf(contextFrom({}, "203.0.113.9")).development).toBe(false);
  });
});
