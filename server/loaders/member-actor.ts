import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { profiles, users } from "../db/schema";
import type { Config } from "../env";
import { isPlatformAdmin, type MemberActor } from "../policies/actor";
import { fullName } from "../queries/posts";

/**
 * A member as the policies see them, for work done on their behalf without their session (a
 * notification for them, their calendar feed read by a calendar app); null when the account is
 * gone. Without `managesCommunities`, policies look up rights inherited from above.
 */
export async function loadMemberActor(
  db: Executor,
  config: Pick<Config, "ADMIN_EMAILS">,
  userId: string,
): Promise<MemberActor | null> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { kind: "member", id: userId, ...user, isPlatformAdmin: isPlatformAdmin(config, user.email) };
}

/** "Olive Ng", from the member's profile, as notifications and mails name them; "A member" when gone. */
export async function memberName(db: Executor, userId: string | null): Promise<string> {
  if (!userId) return "A member";
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? fullName(row) : "A member";
}
