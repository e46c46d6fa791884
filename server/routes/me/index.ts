import { Hono } from "hono";
import { updateProfileSchema } from "../../../shared/schemas/profile";
import { updateProfile } from "../../commands/update-profile";
import type { AppEnv } from "../../context";
import { loadAttachableFiles } from "../../media/own-files";
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
  // Complete Profile sends the names; Profile Settings the names, bio and pictures.
  .patch("/profile", requireSession, validate("json", updateProfileSchema), async (c) => {
    const { member } = c.var;
    const input = c.req.valid("json");
    authorize(member, "update", { kind: "profile", userId: member.id });
    const wanted = [
      { field: "avatarFileId", id: input.avatarFileId, bucket: "avatars" },
      { field: "coverPhotoFileId", id: input.coverPhotoFileId, bucket: "entity-covers" },
    ].filter((item): item is { field: string; id: string; bucket: string } => typeof item.id === "string");
    const found = await loadAttachableFiles(c.var.deps.db, member, wanted);
    // undefined leaves the picture as it is, null removes it, an id sets it.
    const picture = (id: string | null | undefined) =>
      typeof id === "string" ? (found.get(id) ?? null) : id;
    const profile = await updateProfile(c.var.deps, member, input, {
      avatar: picture(input.avatarFileId),
      cover: picture(input.coverPhotoFileId),
    });
    return c.json({ profile: presentOwnProfile(profile) });
  });
