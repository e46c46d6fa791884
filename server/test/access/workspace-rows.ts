import * as encoding from "lib0/encoding";
import * as Y from "yjs";
import type { EntityType } from "../../../shared/enums";
import { addParagraph } from "../workspace";
import { type AccessCase, signedIn } from "./cases";
import type { WorkspaceFixture } from "./workspace-world";
import type { Who, World } from "./world";

type Fixtures = keyof World["workspaces"];
type Statuses = Record<Who, number>;

/** Members of any role read; platform admins and outsiders do not (policies/workspace.ts). */
const readers = (status: number): Statuses => ({
  ...signedIn(403),
  member: status,
  moderator: status,
  admin: status,
  owner: status,
});
/** Admins and owners manage, and write while the edit role is the default (admin). */
const runners = (status: number): Statuses => ({ ...signedIn(403), admin: status, owner: status });
/** In the private subgroup only the parent's owner and admin hold rights: all of them, inherited. */
const inherited = runners;

const base = (w: World, which: Fixtures) => {
  const { type, id } = w.workspaces[which].entity;
  return `/api/${type}s/${id}/workspace`;
};
const page = (w: World, which: Fixtures, rest = "") =>
  `${base(w, which)}/pages/${w.workspaces[which].page}${rest}`;
const doomed = (fixture: WorkspaceFixture, who: Who) => fixture.doomed[who === "visitor" ? "stranger" : who];

const BINARY = { "content-type": "application/octet-stream" };
/** A fresh paragraph, as a browser's editor sends one. */
const update = () => addParagraph(new Y.Doc(), "Bring gloves");
let presenceClients = 4242;

/** A browser's presence: its client, a clock and its caret (y-protocols' encoding). */
function presence(): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  // A client id of its own per message, as each browser picks: an id is bound to the member who
  // first sent it on a page, so one reused across actors would be refused to all but the first.
  encoding.writeVarUint(encoder, ++presenceClients);
  encoding.writeVarUint(encoder, Date.now() % 100_000);
  encoding.writeVarString(encoder, JSON.stringify({ cursor: null }));
  return encoding.toUint8Array(encoder);
}

const PLURAL: Record<EntityType, string> = { group: "groups", partnership: "partnerships", event: "events" };

/** The rows of one entity type's workspace routes: its private entity, and for groups the subgroup. */
function rowsFor(type: EntityType): Record<string, AccessCase[]> {
  const fixtures: Fixtures[] = type === "group" ? ["group", "subgroup"] : [type];
  const each = (make: (which: Fixtures) => AccessCase[]) => fixtures.flatMap(make);
  const statuses = (which: Fixtures, read: (status: number) => Statuses, status: number) =>
    which === "subgroup" ? inherited(status) : read(status);
  const route = (method: string, rest: string) => `${method} /api/${PLURAL[type]}/:id/workspace${rest}`;
  return {
    [route("GET", "/settings")]: each((which) => [
      {
        name: `${which}: settings`,
        request: (w) => ({ path: `${base(w, which)}/settings` }),
        expect: statuses(which, readers, 200),
      },
    ]),
    [route("PUT", "/settings")]: [
      ...each((which) => [
        {
          // The default again: the other rows' answers depend on it.
          name: `${which}: writers stay admins`,
          request: (w: World) => ({ path: `${base(w, which)}/settings`, body: { editRole: "admin" } }),
          expect: statuses(which, runners, 200),
        },
      ]),
      {
        name: "owners only: not a choice",
        request: (w) => ({
          path: `${base(w, fixtures[0] as Fixtures)}/settings`,
          body: { editRole: "owner" },
        }),
        expect: signedIn(422),
      },
    ],
    [route("GET", "/pages")]: each((which) => [
      {
        name: `${which}: the list`,
        request: (w) => ({ path: `${base(w, which)}/pages` }),
        expect: statuses(which, readers, 200),
      },
    ]),
    [route("POST", "/pages")]: each((which) => [
      {
        name: `${which}: a new page`,
        request: (w) => ({ path: `${base(w, which)}/pages`, body: { title: "Meeting notes" } }),
        expect: statuses(which, runners, 201),
      },
      {
        name: `${which}: no title`,
        request: (w) => ({ path: `${base(w, which)}/pages`, body: { title: "" } }),
        expect: signedIn(422),
      },
    ]),
    [route("GET", "/pages/:pageId")]: each((which) => [
      {
        name: `${which}: a page`,
        request: (w) => ({ path: page(w, which) }),
        expect: statuses(which, readers, 200),
      },
      {
        name: `${which}: a page of another workspace`,
        request: (w) => ({
          path: `${base(w, which)}/pages/${w.workspaces[which === "event" ? "group" : "event"].page}`,
        }),
        expect: statuses(which, readers, 404),
      },
    ]),
    [route("PATCH", "/pages/:pageId")]: each((which) => [
      {
        name: `${which}: a new title`,
        request: (w) => ({ path: page(w, which), body: { title: "Volunteer plan" } }),
        expect: statuses(which, runners, 200),
      },
    ]),
    [route("DELETE", "/pages/:pageId")]: each((which) => [
      {
        name: `${which}: one's own doomed page`,
        request: (w, who) => ({ path: `${base(w, which)}/pages/${doomed(w.workspaces[which], who)}` }),
        expect: statuses(which, runners, 200),
      },
    ]),
    [route("POST", "/pages/:pageId/updates")]: each((which) => [
      {
        name: `${which}: a paragraph`,
        request: (w) => ({ path: page(w, which, "/updates"), body: update(), headers: BINARY }),
        expect: statuses(which, runners, 200),
      },
    ]),
    [route("POST", "/pages/:pageId/awareness")]: each((which) => [
      {
        name: `${which}: one's caret`,
        request: (w) => ({ path: page(w, which, "/awareness"), body: presence(), headers: BINARY }),
        expect: statuses(which, readers, 200),
      },
    ]),
    [route("GET", "/pages/:pageId/stream")]: each((which) => [
      {
        name: `${which}: the stream`,
        request: (w) => ({ path: page(w, which, "/stream") }),
        expect: statuses(which, readers, 200),
      },
    ]),
  };
}

/**
 * Workspaces (docs/decisions.md, "Workspaces"): the same routes for groups, partnerships and
 * events; in the private subgroup every right is inherited from the parent's owner and admin.
 */
export const WORKSPACE_ROWS: Record<string, AccessCase[]> = {
  ...rowsFor("group"),
  ...rowsFor("partnership"),
  ...rowsFor("event"),
};
