import pino, { type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout, one line per event; secrets are redacted by path. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: "commonground", ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "headers.cookie", "headers.authorization"],
      censor: "[redacted]",
    },
  });
}
