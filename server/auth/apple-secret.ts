import { createPrivateKey, sign } from "node:crypto";

/** Apple accepts a client secret for at most six months. */
export const APPLE_SECRET_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/**
 * Sign in with Apple's client secret: an ES256 JWT signed with the team's key (Apple's own
 * scheme, not a shared secret). Made at start-up; a server that runs longer than its lifetime
 * must be restarted, which the operations guide says.
 */
export function createAppleClientSecret(options: {
  teamId: string;
  keyId: string;
  privateKey: string;
  clientId: string;
  audience: string;
  now?: number;
}): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const header = encode({ alg: "ES256", kid: options.keyId, typ: "JWT" });
  const payload = encode({
    iss: options.teamId,
    iat,
    exp: iat + APPLE_SECRET_LIFETIME_SECONDS,
    aud: options.audience,
    sub: options.clientId,
  });
  const key = createPrivateKey(options.privateKey.replaceAll("\\n", "\n"));
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" });
  return `${header}.${payload}.${signature.toString("base64url")}`;
}
