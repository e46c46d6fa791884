import { describe, expect, it } from "vitest";
import { parseConfig } from "../env";
import { canReadDevMailbox } from "./dev-mailbox";

describe("dev mailbox policy", () => {
  const embedded = parseConfig({ ADMIN_EMAILS: "admin@example.org" });
  it("lets the machine's own user read it on an install without SMTP or proxy", () => {
    expect(canReadDevMailbox(embedded, { loopback: true, email: null })).toBe(true);
    expect(canReadDevMailbox(embedded, { loopback: false, email: null })).toBe(false);
    expect(canReadDevMailbox(embedded, { loopback: false, email: "member@example.org" })).toBe(false);
  });
  it("never trusts loopback behind a proxy or once SMTP delivers mail", () => {
    const proxied = parseConfig({ TRUST_PROXY_HEADER: "x-forwarded-for" });
    const smtp = parseConfig({ SMTP_URL: "smtp://127.0.0.1:25" });
    expect(canReadDevMailbox(proxied, { loopback: true, email: null })).toBe(false);
    expect(canReadDevMailbox(smtp, { loopback: true, email: null })).toBe(false);
  });
  it("always lets platform admins read it", () => {
    const smtp = parseConfig({ SMTP_URL: "smtp://127.0.0.1:25", ADMIN_EMAILS: "admin@example.org" });
    expect(canReadDevMailbox(smtp, { loopback: false, email: "Admin@Example.org" })).toBe(true);
  });
});
