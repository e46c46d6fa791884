import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { platformAccessOf } from "./platform-access";

/** A route's context as far as platformAccessOf reads it: the config and the socket's address. */
function contextFrom(env: Record<string, string>, remoteAddress: string) {
  return {
    var: { deps: { config: parseConfig(env) } },
    env: { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: "IPv4" } } },
  } as never;
}

describe("platformAccessOf", () => {
  it("opens the mailbox to this machine only without SMTP and without a proxy", () => {
    expect(platformAccessOf(contextFrom({}, "127.0.0.1")).mailboxOnThisMachine).toBe(true);
    expect(platformAccessOf(contextFrom({}, "203.0.113.9")).mailboxOnThisMachine).toBe(false);
    // Behind a proxy every request arrives on loopback; with SMTP the mail is not kept here.
    expect(
      platformAccessOf(contextFrom({ TRUST_PROXY_HEADER: "x-forwarded-for" }, "127.0.0.1"))
        .mailboxOnThisMachine,
    ).toBe(false);
    expect(
      platformAccessOf(contextFrom({ SMTP_URL: "smtp://127.0.0.1:25" }, "127.0.0.1")).mailboxOnThisMachine,
    ).toBe(false);
  });

  it("marks a development install", () => {
    expect(platformAccessOf(contextFrom({ NODE_ENV: "development" }, "203.0.113.9")).development).toBe(true);
    expect(platformAccessOf(contextFrom({}, "203.0.113.9")).development).toBe(false);
  });
});
