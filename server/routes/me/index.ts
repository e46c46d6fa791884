import { Hono } from "hono";
import { completeProfileSchema } from "../../../shared/schemas/auth";
import { saveProfileNames } from "../../commands/save-profile-names";
import type { AppEnv } from "../../context";
import { optionalSession, requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { authorize } from "../../policies";
import { presentMe, presentSignedOut } from "../../presenters/member";
import { presentOwnProfile } from "../../presenters/profile";

/** The signed-in member's own account and profile (spec §7 "Profiles"). */
export const meRoutes = new Hono<AppEnv>()
  // Signed out is an answer, not an error: every page asks, and visitors must not see a 401.
  .get("/", optionalSession, (c) => {
    const { actor, profile } = c.var;
    if (actor.kind === "visitor") return c.json(presentSignedOut());
    return c.json(presentMe(actor, profile));
  })
  .patch("/profile", requireSession, validate("json", completeProfileSchema), async (c) => {
    const { member } = c.var;
    authorize(member, "update", { kind: "profile", userId: member.id });
    const profile = await saveProfileNames(c.var.deps.db, member, c.req.valid("json"));
    return c.json({ profile: presentOwnProfile(profile) });
  });
