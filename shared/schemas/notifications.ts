import { z } from "zod";
import { NOTIFICATIONS_PAGE_SIZE } from "../limits";
import { instantCursor } from "./cursor";

/** A notification in a path (`/api/notifications/{id}/read`). */
export const notificationIdParamSchema = z.object({
  id: z.uuid("Not a valid notification id."),
});

const LIMIT_MESSAGE = `The limit is a whole number from 1 to ${NOTIFICATIONS_PAGE_SIZE}.`;

/**
 * GET /api/notifications: newest first, `limit` a page (50 by default; the bell's dropdown asks
 * for 5), `cursor` the previous page's `nextCursor`.
 */
export const notificationListQuerySchema = z.object({
  cursor: instantCursor.optional(),
  limit: z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(NOTIFICATIONS_PAGE_SIZE, LIMIT_MESSAGE)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** `/api/notifications/unsubscribe?token=…`: the signed token of a notification e-mail's one-click link. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string("Not a valid unsubscribe link.")
    .min(1, "Not a valid unsubscribe link.")
    .max(500, "Not a valid unsubscribe link."),
});
