import path from "node:path";
import { z } from "zod";
import { PRODUCT_NAME } from "../shared/brand";
import { DEFAULT_ENTITY_STORAGE_QUOTA_BYTES } from "../shared/entity-storage";
import { DEFAULT_JSON_BODY_LIMIT_BYTES } from "../shared/limits";
import { ConfigError, checkNativePush, checkObjectStorage } from "./env-checks";
import {
  bool,
  commaList,
  emailList,
  emptyToUndefined,
  int,
  optionalString,
  optionalUrl,
  serviceAccountJson,
} from "./env-fields";

/**
 * Every setting the server reads from the environment. `docs/configuration.md` lists each one;
 * keep the two in step (a test checks that every key here is documented).
 */
export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(["development", "production", "test"]).default("production"),
  ),
  APP_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default(PRODUCT_NAME)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  // 0 asks the system for a free port (tests).
  PORT: int(3000, 0, 65535),
  PUBLIC_URL: optionalUrl,
  /**
   * Further host names (`host` or `host:port`) the server answers to besides PUBLIC_URL's and
   * this machine's loopback names; any other Host header is refused (middleware/host-guard.ts).
   */
  ALLOWED_HOSTS: commaList.pipe(
    z.array(
      z
        .string()
        .toLowerCase()
        .regex(
          /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/,
          "must be a comma-separated list of host or host:port entries",
        ),
    ),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  /** How long a server may keep a session's lookup (auth/session-cache.ts); 0 reads it on every request. */
  SESSION_CACHE_SECONDS: int(30, 0, 300),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** Header holding the client address when behind a proxy, e.g. `x-forwarded-for`. */
  TRUST_PROXY_HEADER: z.preprocess(emptyToUndefined, z.string().toLowerCase().optional()),
  BODY_LIMIT_BYTES: int(DEFAULT_JSON_BODY_LIMIT_BYTES, 1024, 100 * 1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 120_000),
  ADMIN_EMAILS: emailList,
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Common Ground <no-reply@localhost>")),
  /**
   * The development mailbox (/dev/mailbox), which shows every recorded e-mail, reset links
   * included: `on` or `off`; unset, off in production and on elsewhere (resolved in parseConfig).
   */
  DEV_MAILBOX: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.preprocess(emptyToUndefined, z.url().default("https://accounts.google.com")),
  APPLE_CLIENT_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  /** A ready-made client secret, instead of the team key (tests, or secrets made elsewhere). */
  APPLE_CLIENT_SECRET: optionalString,
  APPLE_ISSUER_URL: z.preprocess(emptyToUndefined, z.url().default("https://appleid.apple.com")),
  BLUESKY_SERVICE_URL: z.preprocess(emptyToUndefined, z.url().default("https://bsky.social")),
  /** The PLC directory, where did:plc documents (and so members' own PDS addresses) are found. */
  BLUESKY_PLC_URL: z.preprocess(emptyToUndefined, z.url().default("https://plc.directory")),
  /** Lets a member's PDS be on a private or loopback address (tests, closed networks). */
  BLUESKY_ALLOW_PRIVATE_PDS: bool(false),
  TOKEN_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 bytes encoded in base64")
      .optional(),
  ),
  /** `pow`: the self-hosted proof-of-work bot check; `off` only outside production (tests). */
  BOT_CHECK: z.preprocess(emptyToUndefined, z.enum(["pow", "off"]).default("pow")),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  /** Google's verification endpoint; replaceable for reCAPTCHA Enterprise-compatible proxies. */
  RECAPTCHA_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  ),
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (person); lower scores are refused. */
  RECAPTCHA_MIN_SCORE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().default("mailto:admin@localhost")),
  /** APNs token authentication for the native shell's iOS app: all four, or none. */
  APNS_KEY_ID: optionalString,
  APNS_TEAM_ID: optionalString,
  APNS_BUNDLE_ID: optionalString,
  APNS_PRIVATE_KEY: optionalString,
  /** `sandbox` for development builds of the iOS app. */
  APNS_ENVIRONMENT: z.preprocess(emptyToUndefined, z.enum(["production", "sandbox"]).default("production")),
  /** FCM HTTP v1 for the native shell's Android app: the service account's JSON key. */
  FCM_SERVICE_ACCOUNT: serviceAccountJson,
  /**
   * App links (server/share/app-links.ts): the Android app's package and the SHA-256 fingerprints
   * of its signing keys (comma-separated) for /.well-known/assetlinks.json, and the iOS app's
   * `TEAMID.bundle.id` for /.well-known/apple-app-site-association.
   */
  ANDROID_APP_PACKAGE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/, "must be an Android package name (org.example.app)")
      .default("org.commonground.app"),
  ),
  ANDROID_APP_CERT_SHA256: commaList.pipe(
    z.array(
      z
        .string()
        .toUpperCase()
        .regex(
          /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/,
          "must be a comma-separated list of SHA-256 fingerprints (32 hex bytes joined by colons)",
        ),
    ),
  ),
  IOS_APP_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/,
        "must be the team id and bundle id (ABCDE12345.org.example.app)",
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(true),
  /** What each group, partnership and event may store in its files (bytes; 1 GB by default). */
  ENTITY_STORAGE_QUOTA_BYTES: int(DEFAULT_ENTITY_STORAGE_QUOTA_BYTES, 1, Number.MAX_SAFE_INTEGER),
  /** What one member may store in all, every entity's documents and their own pictures together (5 GB). */
  MEMBER_STORAGE_QUOTA_BYTES: int(5 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
  /** Uploads received at once, per member and per server (issue 26). */
  UPLOADS_PER_MEMBER: int(3, 1, 100),
  UPLOADS_PER_SERVER: int(8, 1, 1000),
  VOLUNTEER_HOUR_VALUE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(10_000).default(34.79)),
  IOS_APP_STORE_URL: optionalUrl,
  /**
   * `host:port` pairs the link-preview fetcher may reach although they are inside (the end-to-end
   * tests' own page on loopback), comma-separated; refused in production.
   */
  LINK_PREVIEW_ALLOW_HOSTS: commaList,
  /**
   * `host:port` pairs a Web Push endpoint may name although inside or on another port than 443
   * (the tests' push receiver on loopback), comma-separated; refused in production.
   */
  PUSH_ALLOW_HOSTS: commaList,
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Config extends RawEnv {
  PUBLIC_URL: string;
  DEV_MAILBOX: "on" | "off";
  /** Absolute data directory. */
  dataDir: string;
  /** `embedded` runs on PGlite under DATA_DIR; `postgres` on DATABASE_URL. */
  databaseMode: "embedded" | "postgres";
  isProduction: boolean;
}

/** Validates an environment (process.env by default) into the server's configuration. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join(".") || "(environment)";
      return `  ${key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const pairs: [keyof RawEnv, keyof RawEnv][] = [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
    ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
  ];
  for (const [a, b] of pairs) {
    if (Boolean(env[a]) !== Boolean(env[b])) {
      throw new ConfigError(
        `Invalid configuration:\n  ${env[a] ? b : a}: must be set together with ${env[a] ? a : b}`,
      );
    }
  }
  if (
    env.APPLE_CLIENT_ID &&
    !env.APPLE_CLIENT_SECRET &&
    !(env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY)
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  APPLE_CLIENT_ID: needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY (or APPLE_CLIENT_SECRET)",
    );
  }
  checkNativePush(env);
  checkObjectStorage(env);
  for (const key of ["LINK_PREVIEW_ALLOW_HOSTS", "PUSH_ALLOW_HOSTS"] as const) {
    if (env[key].length && env.NODE_ENV === "production") {
      throw new ConfigError(`Invalid configuration:\n  ${key}: cannot be set in production`);
    }
  }
  if (env.BOT_CHECK === "off" && env.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  BOT_CHECK: cannot be off in production");
  }
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    // Reading the mailbox is reading anyone's reset link: a production install opts in.
    DEV_MAILBOX: env.DEV_MAILBOX ?? (env.NODE_ENV === "production" ? "off" : "on"),
    dataDir: path.resolve(env.DATA_DIR),
    databaseMode: env.DATABASE_URL ? "postgres" : "embedded",
    isProduction: env.NODE_ENV === "production",
  };
}

/** Reads the configuration or ends the process with a message naming the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
