import { AtpAgent } from "@atproto/api";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import type { TokenCipher } from "../lib/token-crypto";

export interface BlueskyLogin {
  did: string;
  handle: string;
  email: string | null;
  accessJwt: string;
  refreshJwt: string;
}

/** Spec §8 "Social network account". */
export const BLUESKY_MESSAGES = {
  credentialsRequired: "Please enter your Bluesky credentials",
  authFailed: "Failed to authenticate with Bluesky. Please check your credentials.",
  connectFailed: "Failed to connect to Bluesky. Please check your credentials and try again.",
  notLinked: "No account is linked to this Bluesky account yet. Create one from the registration page.",
} as const;

/**
 * Checks a handle (or e-mail, or DID) and app password against the member's PDS. The password
 * goes to the PDS and nowhere else; it is never stored or sent back to the browser.
 */
export async function blueskyLogin(
  service: string,
  identifier: string,
  password: string,
): Promise<BlueskyLogin> {
  const agent = new AtpAgent({ service });
  try {
    const { data } = await agent.login({ identifier: identifier.trim().replace(/^@/, ""), password });
    return {
      did: data.did,
      handle: data.handle,
      email: data.email ?? null,
      accessJwt: data.accessJwt,
      refreshJwt: data.refreshJwt,
    };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 400) {
      throw new APIError("UNAUTHORIZED", {
        message: BLUESKY_MESSAGES.authFailed,
        code: "BLUESKY_AUTH_FAILED",
      });
    }
    throw new APIError("BAD_GATEWAY", {
      message: BLUESKY_MESSAGES.connectFailed,
      code: "BLUESKY_UNREACHABLE",
    });
  }
}

const credentialsSchema = z.object({ identifier: z.string(), password: z.string() });

/** Our Better Auth plugin for Bluesky (AT Protocol): sign-in for members who linked an account. */
export function blueskyPlugin(deps: {
  db: Database;
  service: string;
  cipher: TokenCipher;
}): BetterAuthPlugin {
  return {
    id: "bluesky",
    endpoints: {
      signInBluesky: createAuthEndpoint(
        "/sign-in/bluesky",
        { method: "POST", body: credentialsSchema },
        async (ctx) => {
          const { identifier, password } = ctx.body;
          if (!identifier.trim() || !password) {
            throw new APIError("BAD_REQUEST", { message: BLUESKY_MESSAGES.credentialsRequired });
          }
          const login = await blueskyLogin(deps.service, identifier, password);
          const [profile] = await deps.db.select().from(profiles).where(eq(profiles.blueskyDid, login.did));
          if (!profile) {
            throw new APIError("NOT_FOUND", {
              message: BLUESKY_MESSAGES.notLinked,
              code: "BLUESKY_NOT_LINKED",
            });
          }
          // The handle may have changed since it was linked; the DID is the account.
          await deps.db
            .update(profiles)
            .set({
              blueskyHandle: login.handle,
              blueskyAccessJwt: deps.cipher.encrypt(login.accessJwt),
              blueskyRefreshJwt: deps.cipher.encrypt(login.refreshJwt),
            })
            .where(eq(profiles.id, profile.id));
          const user = await ctx.context.internalAdapter.findUserById(profile.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: BLUESKY_MESSAGES.notLinked });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ success: true, handle: login.handle, did: login.did });
        },
      ),
    },
  };
}
