import { z } from "zod";
import { instantCursor } from "./cursor";

const entityId = z.coerce
  .number("Not a valid id.")
  .int("Not a valid id.")
  .positive("Not a valid id.")
  .max(2_147_483_647, "Not a valid id.");

/** GET /api/debug/event-admin-test?eventId=&userId= */
export const eventAdminTestQuerySchema = z.object({
  eventId: entityId,
  userId: z.uuid("Not a valid member id."),
});

/** The kinds of place /debug/entity-posts reads: an entity's feed or a member's profile. */
export const DEBUG_POST_SOURCES = ["group", "partnership", "event", "profile"] as const;

/** GET /api/debug/entity-posts?type=&id=&cursor= (`id` is a member's id for `profile`). */
export const entityPostsQuerySchema = z
  .object({
    type: z.enum(DEBUG_POST_SOURCES, "Choose a group, partnership, event or profile."),
    id: z.string().trim().min(1, "Give an id.").max(64, "Not a valid id."),
    cursor: instantCursor.optional(),
  })
  .superRefine((value, ctx) => {
    const valid =
      value.type === "profile" ? z.uuid().safeParse(value.id).success : entityId.safeParse(value.id).success;
    if (!valid)
      ctx.addIssue({
        code: "custom",
        path: ["id"],
        message: value.type === "profile" ? "Not a valid member id." : "Not a valid id.",
      });
  });

/** The longest address /demo/smart-links takes, as link previews store them. */
export const SMART_LINK_URL_MAX = 2048;

/** POST /api/debug/smart-links */
export const smartLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Paste an address.")
    .max(SMART_LINK_URL_MAX, `An address is at most ${SMART_LINK_URL_MAX} characters.`)
    .refine((value) => URL.canParse(value), "Not a valid address (it starts with https:// or http://)."),
});
export type SmartLinkInput = z.infer<typeof smartLinkSchema>;

/** `/post/{id}/debug`'s paged lists: the audience by member id, the notifications by time. */
export const postAudienceQuerySchema = z.object({ after: z.uuid("Invalid cursor").optional() });
export const postNotificationsQuerySchema = z.object({ cursor: instantCursor.optional() });
