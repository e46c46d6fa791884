/**
 * Where a member's queue of attendance actions made offline is kept (issue 31): `localStorage`,
 * one key per member, so that nobody else who signs in on the device sends it or sees it; not a
 * brand key, so signing out does not lose it (it is sent at that member's next sign-in, if still
 * within the server's bounds).
 */
export const queueKey = (userId: string) => `offline-queue:${userId}`;
