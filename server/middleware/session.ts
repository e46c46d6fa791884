import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { unauthorized } from "../errors";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Loads the signed-in member from the session cookie, or answers 401 "User must be authenticated". */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw unauthorized();
  c.set("user", session.user);
  await next();
});
