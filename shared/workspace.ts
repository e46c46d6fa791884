import type { MembershipRole } from "./enums";

/**
 * Workspaces (docs/decisions.md, "Workspaces"): the numbers both sides use. A page's rich text is
 * a Yjs document that the browser edits and the server stores update by update.
 */

/** A page title: one line, 1 to this many characters (workspace_pages.title is varchar(200)). */
export const WORKSPACE_TITLE_MAX_LENGTH = 200;

/** Pages per page of the page list. */
export const WORKSPACE_PAGES_PAGE_SIZE = 50;

/**
 * The largest document update one request may carry. The browser merges what it has not sent yet
 * into one update; a paste larger than this is refused with a message rather than cut.
 */
export const WORKSPACE_UPDATE_MAX_BYTES = 512 * 1024;

/**
 * The largest a page's document may grow (issue 26): its stored state and the updates after it,
 * about 600,000 characters of text with their formatting, a 300-page book. Past it an edit that
 * adds text is refused; one that deletes text always goes through. Reading the largest page
 * allowed is measured by the bench (docs/performance.md).
 */
export const WORKSPACE_PAGE_MAX_BYTES = 1024 * 1024;

/** What the editor says when a page is full. */
export const WORKSPACE_PAGE_FULL =
  "This page is full: a page holds at most 1 MB of text and formatting. What you typed since is not saved; copy it to a new page.";

/**
 * The largest awareness message (one member's cursor and name): it travels in a NOTIFY, whose
 * payload PostgreSQL limits to 8,000 bytes, base64-encoded beside the page id.
 */
export const WORKSPACE_AWARENESS_MAX_BYTES = 4 * 1024;

/**
 * An editing session ends when nobody has edited the page for this long; its members are then
 * told once who edited it (never per keystroke).
 */
export const WORKSPACE_SESSION_IDLE_MINUTES = 5;

/** The roles an admin may give the right to write page text to: from every member up to admins. */
export const WORKSPACE_EDIT_ROLES = [
  "member",
  "moderator",
  "admin",
] as const satisfies readonly MembershipRole[];
export type WorkspaceEditRole = (typeof WORKSPACE_EDIT_ROLES)[number];

/** How the settings name each choice. */
export const WORKSPACE_EDIT_ROLE_LABELS: Record<WorkspaceEditRole, string> = {
  member: "Every member",
  moderator: "Moderators, admins and owners",
  admin: "Admins and owners",
};

/** The path of a workspace page in the app (spec §2: `/{entityType}/{entityId}/workspace/{pageId}`). */
export function workspacePagePath(type: "group" | "partnership" | "event", id: number, pageId?: string) {
  const base = `/${type}s/${id}/workspace`;
  return pageId ? `${base}/${pageId}` : base;
}
