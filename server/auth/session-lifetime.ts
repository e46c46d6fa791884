/** Session lifetime and how often it is extended; Better Auth (auth.ts) and our session reader (session.ts) use these. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
