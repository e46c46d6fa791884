import { z } from "zod";

// The kinds of setting server/env.ts reads: each turns an environment string (an empty one is
// unset) into its value, or refuses it with words that name what it must be.

export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
export const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true" || value === "1" || value === "yes"),
  );
export const int = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/**
 * A Google service account's JSON key, as downloaded (only the fields sending needs are kept).
 * Refused with the missing field named, so a wrong file stops the start rather than every push.
 */
export const serviceAccountJson = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a service account's JSON key" });
        return z.NEVER;
      }
    })
    .pipe(
      z.object(
        {
          project_id: z.string({ error: "the JSON key has no project_id" }).min(1),
          client_email: z.string({ error: "the JSON key has no client_email" }).min(1),
          private_key: z.string({ error: "the JSON key has no private_key" }).min(1),
          private_key_id: z.string().optional(),
          token_uri: z.url().optional(),
        },
        { error: "must be a service account's JSON key" },
      ),
    )
    .optional(),
);

export const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses"))),
);

/** A comma-separated list, its entries trimmed and empty ones dropped (hosts, fingerprints). */
export const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    ),
);
