import type { Actor } from "../policies";
import type { DirectoryRow } from "../queries/people-search";
import { presentConnectionState } from "./connection";
import { presentMemberSummary } from "./member";

/** A member in the directory: name, picture, a line of their bio, and the viewer's connection to them. */
export function presentDirectoryMember(actor: Actor, row: DirectoryRow, now: Date) {
  const bio = row.bio.replace(/\s+/g, " ").trim();
  return {
    ...presentMemberSummary(row),
    bio: bio.length > 160 ? `${bio.slice(0, 159)}…` : bio,
    connection: presentConnectionState(actor, {
      kind: "connection",
      userId: row.userId,
      row: row.connection,
      now,
    }),
  };
}

/** A page of the directory with the next page's cursor. */
export function presentDirectoryPage(actor: Actor, rows: DirectoryRow[], nextCursor: string | null) {
  const now = new Date();
  return { members: rows.map((row) => presentDirectoryMember(actor, row, now)), nextCursor };
}
