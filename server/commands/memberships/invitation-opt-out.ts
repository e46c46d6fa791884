import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { entityInvitations, invitationOptOuts } from "../../db/schema";

/**
 * The address asks for no more invitations (issue 26): it is kept, lower-cased, and nobody
 * invites it again; the invitations waiting for it are declined on its behalf, since they would
 * otherwise become notifications if it signed up later.
 * Transaction: one; no row locks (ON CONFLICT DO NOTHING on the address; one UPDATE of its invitations).
 */
export async function optOutOfInvitations(db: Database, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx.insert(invitationOptOuts).values({ email: address }).onConflictDoNothing();
    await tx
      .update(entityInvitations)
      .set({ status: "declined", respondedAt: sql`now()` })
      .where(and(eq(entityInvitations.email, address), eq(entityInvitations.status, "pending")));
  });
}
