import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionProfile } from "../auth/session";
import type { AppEnv } from "../context";
import { unauthorized } from "../errors";
import { type Actor, type MemberActor, VISITOR } from "../policies/actor";
import { requestHeader } from "./response-headers";

/** What `optionalSession` adds to a route: the actor, a visitor or a member. */
export interface SessionEnv {
  Variables: { actor: Actor; profile: SessionProfile | null };
}

/** What `requireSession` adds: the signed-in member (and their profile row, if any). */
export interface MemberEnv {
  Variables: {
    actor: MemberActor;
    member: MemberActor;
    profile: SessionProfile | null;
    /** The session's token (auth/session.ts), kept on the server. */
    sessionToken: string;
  };
}

/** The request as the session reader sees it: the Cookie header, and the rest only if needed. */
export function sessionRequest(c: Context) {
  return { cookie: requestHeader(c, "cookie"), headers: () => c.req.raw.headers };
}

function sendCookies(c: Context, cookies: string[] | undefined) {
  for (const cookie of cookies ?? []) c.header("set-cookie", cookie, { append: true });
}

/** For routes that serve visitors and members alike: sets `actor` to whoever is asking. */
export const optionalSession = createMiddleware<AppEnv & SessionEnv>(async (c, next) => {
  const read = await c.var.deps.readSession(sessionRequest(c));
  c.set("actor", read?.member ?? VISITOR);
  c.set("profile", read?.profile ?? null);
  await next();
  sendCookies(c, read?.setCookies);
});

/** For members-only routes: a visitor gets 401 "User must be authenticated". */
export const requireSession = createMiddleware<AppEnv & MemberEnv>(async (c, next) => {
  const read = await c.var.deps.readSession(sessionRequest(c));
  if (!read) throw unauthorized();
  c.set("actor", read.member);
  c.set("member", read.member);
  c.set("profile", read.profile);
  c.set("sessionToken", read.token);
  await next();
  sendCookies(c, read.setCookies);
});
