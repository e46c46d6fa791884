import { Hono } from "hono";
import { syncOnboarding } from "../../commands/sync-onboarding";
import type { AppEnv } from "../../context";
import { requireSession } from "../../middleware/session";
import { authorize } from "../../policies";
import { presentOnboarding } from "../../presenters/dashboard";

/**
 * The member's onboarding checklist (spec §4). Reading it derives the flags afresh (one
 * statement, creating the row when missing), so the checklist is never behind what the member
 * has done; `POST /sync` is the spec's sync routine, for a browser that wants to ask after a change.
 */
export const onboardingRoutes = new Hono<AppEnv>()
  .get("/", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "view", { kind: "dashboard", userId: member.id });
    return c.json(presentOnboarding(await syncOnboarding(c.var.deps.db, member.id)));
  })
  .post("/sync", requireSession, async (c) => {
    const { member } = c.var;
    authorize(member, "sync", { kind: "dashboard", userId: member.id });
    return c.json(presentOnboarding(await syncOnboarding(c.var.deps.db, member.id)));
  });
