/** Who sends a request in the access sweep. */
export const WHO = ["visitor", "stranger", "member", "moderator", "admin", "owner", "platformAdmin"] as const;
export type Who = (typeof WHO)[number];
