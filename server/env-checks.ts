import { createPrivateKey } from "node:crypto";

// The checks across settings that one setting's own schema cannot make (server/env.ts runs them).

/** Raised by `parseConfig`; its message names each bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

type Setting = string | undefined;

interface ObjectStorageSettings {
  S3_ENDPOINT?: Setting;
  S3_BUCKET?: Setting;
  S3_ACCESS_KEY_ID?: Setting;
  S3_SECRET_ACCESS_KEY?: Setting;
}

interface NativePushSettings {
  APNS_KEY_ID?: Setting;
  APNS_TEAM_ID?: Setting;
  APNS_BUNDLE_ID?: Setting;
  APNS_PRIVATE_KEY?: Setting;
  FCM_SERVICE_ACCOUNT?: { private_key: string } | undefined;
}

const S3_SETTINGS = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * Object storage is on when S3_ENDPOINT and S3_BUCKET are both set; any S3 setting without both
 * is a half-done configuration that would quietly store files on local disk, so it stops the
 * start. The keys go in pairs (without any, the SDK's own chain is used: an instance role).
 */
export function checkObjectStorage(env: ObjectStorageSettings) {
  const set = S3_SETTINGS.filter((key) => env[key]);
  if (set.length > 0 && !(env.S3_ENDPOINT && env.S3_BUCKET)) {
    const missing = (["S3_ENDPOINT", "S3_BUCKET"] as const).filter((key) => !env[key]);
    const lines = missing.map(
      (key) =>
        `  ${key}: must be set for object storage (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const [given, missing] = env.S3_ACCESS_KEY_ID
      ? ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]
      : ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"];
    throw new ConfigError(`Invalid configuration:\n  ${missing}: must be set together with ${given}`);
  }
}

const APNS_KEYS = ["APNS_KEY_ID", "APNS_TEAM_ID", "APNS_BUNDLE_ID", "APNS_PRIVATE_KEY"] as const;

const isPrivateKey = (pem: string, type: "ec" | "rsa") => {
  try {
    return createPrivateKey(pem.replaceAll("\\n", "\n")).asymmetricKeyType === type;
  } catch {
    return false;
  }
};

/** The native shell's push senders are all or nothing, with keys that load (decisions.md, issue 10). */
export function checkNativePush(env: NativePushSettings) {
  const set = APNS_KEYS.filter((key) => env[key]);
  if (set.length > 0 && set.length < APNS_KEYS.length) {
    const lines = APNS_KEYS.filter((key) => !env[key]).map(
      (key) => `  ${key}: must be set together with ${set.join(", ")} (APNs needs all four)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (env.APNS_PRIVATE_KEY && !isPrivateKey(env.APNS_PRIVATE_KEY, "ec")) {
    throw new ConfigError(
      "Invalid configuration:\n  APNS_PRIVATE_KEY: must be the APNs auth key (the .p8 file's PEM)",
    );
  }
  if (env.FCM_SERVICE_ACCOUNT && !isPrivateKey(env.FCM_SERVICE_ACCOUNT.private_key, "rsa")) {
    throw new ConfigError(
      "Invalid configuration:\n  FCM_SERVICE_ACCOUNT: its private_key is not an RSA private key (PEM)",
    );
  }
}
