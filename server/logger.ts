import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs on stdout, one line per event; secrets are redacted by path. Written
 * asynchronously: a quiet server writes each line at once, a busy one the lines that queued while
 * the previous write was under way, in one write, rather than one blocking write per request's
 * access line. Pino flushes what is left when the process exits (docs/decisions.md, "Logs").
 */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino(
    {
      level,
      base: { service: "commonground", ...base },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ["password", "*.password", "token", "*.token", "headers.cookie", "headers.authorization"],
        censor: "[redacted]",
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
