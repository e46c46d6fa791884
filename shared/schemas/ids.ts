import { z } from "zod";

/** The numeric id of a group, partnership or event in a path (`/groups/{id}`, spec §2). */
export const entityIdParamSchema = z.object({
  id: z.coerce
    .number("Not a valid id.")
    .int("Not a valid id.")
    .positive("Not a valid id.")
    .max(2_147_483_647, "Not a valid id."),
});

/** A member's user id in a path (`/profile/{userId}`). */
export const userIdParamSchema = z.object({
  userId: z.uuid("Not a valid member id."),
});
