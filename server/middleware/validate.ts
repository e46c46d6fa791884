import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { validationError } from "../errors";

/**
 * Validates a request part with a shared zod schema; a failure becomes a 422 whose issues
 * carry the schema's messages (the spec's words), so the browser can show them beside fields,
 * or a 400 `invalid_characters` when a text field holds a refused character (validationError).
 */
export function validate<Target extends "json" | "query" | "param", Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
