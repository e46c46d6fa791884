import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPLE_SECRET_LIFETIME_SECONDS, createAppleClientSecret } from "./apple-secret";

describe("Sign in with Apple client secret", () => {
  it("is an ES256 JWT signed by the team key, for the service id, valid six months", () => {
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const jwt = createAppleClientSecret({
      teamId: "TEAM123456",
      keyId: "KEY1234567",
      privateKey: pem,
      clientId: "org.example.commonground",
      audience: "https://appleid.apple.com",
      now: 1_700_000_000_000,
    });
    const [header, payload, signature] = jwt.split(".");
    expect(JSON.parse(Buffer.from(header ?? "", "base64url").toString())).toEqual({
      alg: "ES256",
      kid: "KEY1234567",
      typ: "JWT",
    });
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    expect(claims).toEqual({
      iss: "TEAM123456",
      iat: 1_700_000_000,
      exp: 1_700_000_000 + APPLE_SECRET_LIFETIME_SECONDS,
      aud: "https://appleid.apple.com",
      sub: "org.example.commonground",
    });
    const ok = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(privateKey), dsaEncoding: "ieee-p1363" },
      Buffer.from(signature ?? "", "base64url"),
    );
    expect(ok).toBe(true);
  });
});
