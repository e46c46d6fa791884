import { describe, expect, it } from "vitest";
import { TokenCipher } from "./token-crypto";

describe("TokenCipher", () => {
  it("round-trips, hides the token, and refuses tampering or another key", () => {
    const cipher = new TokenCipher({ secret: "a-server-secret-that-is-long-enough-000" });
    const sealed = cipher.encrypt("eyJhbGciOiJFUzI1NksifQ.payload.sig");
    expect(sealed).not.toContain("payload");
    expect(cipher.decrypt(sealed)).toBe("eyJhbGciOiJFUzI1NksifQ.payload.sig");
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => cipher.decrypt(tampered)).toThrow();
    const other = new TokenCipher({ secret: "another-server-secret-that-is-long-0000" });
    expect(() => other.decrypt(sealed)).toThrow();
  });
});
