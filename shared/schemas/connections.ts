import { z } from "zod";

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

/** An opaque page cursor: what the previous page's `nextCursor` said, nothing a person types. */
export const pageCursor = () => z.string().min(1).max(512, "Invalid cursor").optional();

/** GET /api/connections: requests to me, requests I sent, or my connections, a page at a time. */
export const connectionListQuerySchema = z.object({
  direction: z.enum(CONNECTION_DIRECTIONS, "Choose incoming, outgoing or connected."),
  cursor: pageCursor(),
});
