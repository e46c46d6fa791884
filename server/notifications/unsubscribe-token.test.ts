import { describe, expect, it } from "vitest";
import { createUnsubscribeToken, readUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

const SECRET = "s".repeat(40);
const claim = { userId: "9b2f6c1e-0000-4000-8000-000000000001", category: "likes" } as const;

describe("unsubscribe tokens", () => {
  it("read back what they were signed with, with no expiry", () => {
    expect(readUnsubscribeToken(SECRET, createUnsubscribeToken(SECRET, claim))).toEqual(claim);
    const all = { ...claim, category: "all" } as const;
    expect(readUnsubscribeToken(SECRET, createUnsubscribeToken(SECRET, all))).toEqual(all);
  });

  it("refuse a token tampered with, signed by another secret, or naming no known category", () => {
    const token = createUnsubscribeToken(SECRET, claim);
    const [payload, signature] = token.split(".");
    const other = Buffer.from(JSON.stringify({ u: "someone-else", c: "likes" })).toString("base64url");
    expect(readUnsubscribeToken(SECRET, `${other}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${payload}.${signature}x`)).toBeNull();
    expect(readUnsubscribeToken("t".repeat(40), token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, "garbage")).toBeNull();
    const unknown = createUnsubscribeToken(SECRET, { userId: claim.userId, category: "nope" as "likes" });
    expect(readUnsubscribeToken(SECRET, unknown)).toBeNull();
  });

  it("make an absolute one-click address under the public URL", () => {
    const url = new URL(unsubscribeUrl("https://cg.example.org", SECRET, claim));
    expect(url.origin + url.pathname).toBe("https://cg.example.org/api/notifications/unsubscribe");
    expect(readUnsubscribeToken(SECRET, url.searchParams.get("token") ?? "")).toEqual(claim);
  });
});
