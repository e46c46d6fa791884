import type { TestApp } from "../app";
import type { Who, World } from "./world";

/** One request of a row, built for the actor who sends it. */
export interface AccessRequest {
  path: string;
  /** A JSON body, or FormData for a multipart upload or bytes (a document update), sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The e-mail that counts as the caller's own in this answer, when the request makes the caller
   * someone else (signing in or up as an account): the secret scan allows that one.
   */
  ownEmail?: string;
}

export interface AccessCase {
  name: string;
  request: (world: World, who: Who, t: TestApp) => AccessRequest;
  /** The status each actor gets. */
  expect: Record<Who, number>;
  /** Answers that may carry other members' e-mail addresses, and why. */
  showsOtherEmails?: string;
}

/** Everyone gets the same status. */
export const all = (status: number): Record<Who, number> => ({
  visitor: status,
  stranger: status,
  member: status,
  moderator: status,
  admin: status,
  owner: status,
  platformAdmin: status,
});
/** Members get `status`; a visitor gets 401 "User must be authenticated". */
export const signedIn = (status: number): Record<Who, number> => ({ ...all(status), visitor: 401 });

let counter = 0;
/** An address nobody has, unique per request. */
export const fresh = (label: string) => `${label}-${++counter}-${Date.now()}@example.net`;
/** The member whose own credentials a request uses (the visitor borrows the stranger's). */
export const own = (world: World, who: Who) =>
  who === "visitor" ? world.members.stranger : world.members[who];

type Acting = Exclude<Who, "visitor">;

/** The actor's own entry of a per-actor map (the visitor borrows the stranger's: it gets 401 anyway). */
export const mine = <T>(map: Record<Acting, T>, who: Who): T => map[who === "visitor" ? "stranger" : who];

/** `ok` for the listed actors, 403 for the other members, 401 for a visitor. */
export const only = (ok: number, ...allowed: Acting[]): Record<Who, number> => {
  const status = signedIn(403);
  for (const who of allowed) status[who] = ok;
  return status;
};
