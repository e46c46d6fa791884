import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { completeProfileSchema } from "../../../shared/schemas/auth";
import type { AppEnv } from "../../context";
import { profiles } from "../../db/schema";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { presentOwnProfile } from "../../presenters/profile";

/** The signed-in member's own account and profile (spec §7 "Profiles"). */
export const meRoutes = new Hono<AppEnv>()
  // Signed out is an answer, not an error: every page asks, and visitors must not see a 401.
  .get("/", async (c) => {
    const { db, config, auth } = c.var.deps;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ user: null, profile: null, isPlatformAdmin: false });
    const { user } = session;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    return c.json({
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
      profile: profile ? presentOwnProfile(profile) : null,
      isPlatformAdmin: config.ADMIN_EMAILS.includes(user.email.toLowerCase()),
    });
  })
  .patch("/profile", requireSession, validate("json", completeProfileSchema), async (c) => {
    const { user } = c.var;
    const { firstName, lastName } = c.req.valid("json");
    const { db } = c.var.deps;
    // A member without a profile row (e.g. from an interrupted sign-up) gets one here.
    const [profile] = await db
      .insert(profiles)
      .values({ userId: user.id, firstName, lastName, email: user.email })
      .onConflictDoUpdate({ target: profiles.userId, set: { firstName, lastName } })
      .returning();
    if (!profile) throw new Error("profile was not saved");
    return c.json({ profile: presentOwnProfile(profile) });
  });
