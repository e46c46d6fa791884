import { z } from "zod";
import { INVALID_CURSOR_MESSAGE, keysetCursor } from "./cursor";

/** POST /api/connections: the member one asks to connect with. */
export const createConnectionSchema = z.object({
  userId: z.uuid("Not a valid member id."),
});
export type CreateConnectionInput = z.output<typeof createConnectionSchema>;

/** A connection in a path (`/api/connections/{id}`). */
export const connectionIdParamSchema = z.object({
  id: z.uuid("Not a valid connection id."),
});

export const CONNECTION_DIRECTIONS = ["incoming", "outgoing", "connected"] as const;
export type ConnectionDirection = (typeof CONNECTION_DIRECTIONS)[number];

/**
 * A position in a list newest first by the request's time: (microseconds since 1970 as digits, at
 * PostgreSQL's precision; the connection's id).
 */
const connectionCursor = keysetCursor(
  z.tuple([z.string().regex(/^\d{1,17}$/, INVALID_CURSOR_MESSAGE), z.uuid(INVALID_CURSOR_MESSAGE)], {
    error: INVALID_CURSOR_MESSAGE,
  }),
);

/** GET /api/connections: requests to me, requests I sent, or my connections, a page at a time. */
export const connectionListQuerySchema = z.object({
  direction: z.enum(CONNECTION_DIRECTIONS, "Choose incoming, outgoing or connected."),
  cursor: connectionCursor.optional(),
});
