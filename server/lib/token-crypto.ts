import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts third-party tokens (Bluesky sessions) at rest with AES-256-GCM. The key is
 * TOKEN_ENCRYPTION_KEY, or one derived from the server secret.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(options: { encryptionKey?: string; secret: string }) {
    this.key = options.encryptionKey
      ? Buffer.from(options.encryptionKey, "base64")
      : Buffer.from(hkdfSync("sha256", options.secret, "commonground", "token-encryption", 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      "v1",
      iv.toString("base64url"),
      cipher.getAuthTag().toString("base64url"),
      body.toString("base64url"),
    ].join(".");
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || !body) throw new Error("Not an encrypted token.");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  }
}
