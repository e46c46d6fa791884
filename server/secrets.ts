import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./env";
import { ConfigError } from "./env-checks";

/**
 * The server's signing secret. AUTH_SECRET when set; otherwise, on the embedded default, a
 * random one made on first start and kept in DATA_DIR. Several servers sharing PostgreSQL must
 * share it, so in production that mode requires AUTH_SECRET.
 */
export function resolveSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.databaseMode === "postgres" && config.isProduction) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required when DATABASE_URL is set (every server must share it)",
    );
  }
  const file = path.join(config.dataDir, "secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
