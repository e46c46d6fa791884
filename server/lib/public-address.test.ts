import { describe, expect, it } from "vitest";
import { isPublicHost } from "./public-address";

describe("isPublicHost", () => {
  it("refuses loopback, private, link-local and mapped addresses", async () => {
    for (const host of [
      "127.0.0.1",
      "localhost",
      "10.1.2.3",
      "192.168.0.10",
      "172.16.5.4",
      "169.254.169.254",
      "[::1]",
      "::ffff:127.0.0.1",
      "fd00::1",
      "0.0.0.0",
    ]) {
      expect(await isPublicHost(host), host).toBe(false);
    }
  });

  it("accepts public addresses, and refuses names that do not resolve", async () => {
    expect(await isPublicHost("93.184.215.14")).toBe(true);
    expect(await isPublicHost("[2606:4700:4700::1111]")).toBe(true);
    expect(await isPublicHost("no-such-host.invalid")).toBe(false);
  });
});
