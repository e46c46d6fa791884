import type { ConnectionStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import { connections } from "../db/schema";

/** A connection row between two members, as the connections commands would leave it. */
export async function createConnection(
  db: Executor,
  requester: { id: string },
  addressee: { id: string },
  status: ConnectionStatus = "pending",
): Promise<string> {
  const [row] = await db
    .insert(connections)
    .values({
      requesterId: requester.id,
      addresseeId: addressee.id,
      status,
      respondedAt: status === "pending" ? null : new Date(),
    })
    .returning({ id: connections.id });
  if (!row) throw new Error("connection was not created");
  return row.id;
}
