import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { TestApp } from "./app";

export const TEST_ORIGIN = "http://localhost:3000";

/** The cookies a response sets, as a Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * A verified member signed in through the real sign-in endpoint; returns the session cookie.
 * Seeding skips the mail round trip, which the auth tests cover.
 */
export async function signedInMember(
  t: TestApp,
  {
    email,
    firstName = "Test",
    lastName = "Member",
    password = "garden-path-42",
  }: {
    email: string;
    firstName?: string;
    lastName?: string;
    password?: string;
  },
): Promise<{ cookie: string; userId: string }> {
  await t.deps.auth.api.signUpEmail({
    body: {
      email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      agreedToTerms: true,
    } as never,
  });
  const [user] = await t.deps.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning();
  const response = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200 || !user) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie: cookieFrom(response), userId: user.id };
}
