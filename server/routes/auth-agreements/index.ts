import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import {
  encodeOAuthAgreement,
  OAUTH_AGREEMENT_COOKIE,
  OAUTH_AGREEMENT_SECONDS,
} from "../../auth/oauth-agreement";
import type { AppEnv } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { validate } from "../../middleware/validate";
import { presentOk } from "../../presenters/platform";

const agreementSchema = z.object({
  method: z.enum(["google_oauth", "apple_oauth"]),
  agreedToTerms: z.literal(true, "You must agree to the Terms of Service and Privacy Policy to continue"),
});

/**
 * Records, for the next ten minutes, that this browser agreed to the terms before registering
 * with Google or Apple; the account created by that sign-in takes the agreement over.
 */
export const authAgreementRoutes = new Hono<AppEnv>().post("/", validate("json", agreementSchema), (c) => {
  const { method } = c.req.valid("json");
  const { config, secret } = c.var.deps;
  const value = encodeOAuthAgreement(secret, {
    method,
    ipAddress: clientIp(c, config),
    userAgent: c.req.header("user-agent") ?? null,
    agreedAt: new Date().toISOString(),
  });
  setCookie(c, OAUTH_AGREEMENT_COOKIE, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    path: "/api/auth",
    maxAge: OAUTH_AGREEMENT_SECONDS,
  });
  return c.json(presentOk());
});
