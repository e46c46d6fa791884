import { type AccessCase, mine, only, signedIn } from "./cases";
import type { World } from "./world";

/** Those who run a private event's subgroups: its admins and owners. */
const hosts = (ok: number) => only(ok, "admin", "owner");
/** Those who register for a private event in their own right, and so join its subgroups: its members. */
const registrants = (ok: number) => only(ok, "member", "moderator", "admin", "owner");
/** Those who may view it, and so its subgroups: its members, and platform admins. */
const viewers = (ok: number) => only(ok, "member", "moderator", "admin", "owner", "platformAdmin");

const subgroups = (w: World) => `/api/events/${w.eventSubgroups.event.id}/subgroups`;
const subgroup = (w: World, id: number) => `${subgroups(w)}/${id}`;

/**
 * Event subgroups (decisions.md, "Event subgroups"), on the private events of
 * event-subgroup-world.ts: seen by whoever views the event, run by its admins and owners, joined
 * by its registered members; a subgroup of another event is not reached through this one.
 */
export const EVENT_SUBGROUP_ROWS: Record<string, AccessCase[]> = {
  "GET /api/events/:id/subgroups": [
    { name: "the private event's", request: (w) => ({ path: subgroups(w) }), expect: viewers(200) },
    {
      name: "a cursor not ours",
      request: (w) => ({ path: `${subgroups(w)}?cursor=forged` }),
      expect: signedIn(422),
    },
  ],
  "POST /api/events/:id/subgroups": [
    {
      name: "a subgroup",
      request: (w) => ({ path: subgroups(w), body: { name: "Sweep Drivers", description: "Vans at 8." } }),
      expect: hosts(201),
    },
    { name: "no name", request: (w) => ({ path: subgroups(w), body: { name: " " } }), expect: signedIn(422) },
  ],
  "GET /api/events/:id/subgroups/:subgroupId": [
    {
      name: "the private event's",
      request: (w) => ({ path: subgroup(w, w.eventSubgroups.subgroup) }),
      expect: viewers(200),
    },
    {
      name: "another event's, through this one",
      request: (w) => ({ path: subgroup(w, w.eventSubgroups.foreignSubgroup) }),
      expect: viewers(404),
    },
  ],
  "PATCH /api/events/:id/subgroups/:subgroupId": [
    {
      name: "the description",
      request: (w) => ({
        path: subgroup(w, w.eventSubgroups.subgroup),
        body: { description: "Edited by the sweep." },
      }),
      expect: hosts(200),
    },
    {
      name: "another event's, through this one",
      request: (w) => ({ path: subgroup(w, w.eventSubgroups.foreignSubgroup), body: { name: "Moved" } }),
      expect: viewers(404),
    },
  ],
  "DELETE /api/events/:id/subgroups/:subgroupId": [
    {
      name: "one's own doomed subgroup",
      request: (w, who) => ({ path: subgroup(w, mine(w.eventSubgroups.doomedSubgroups, who)) }),
      expect: hosts(204),
    },
  ],
  "GET /api/events/:id/subgroups/:subgroupId/members": [
    {
      name: "who is in it",
      request: (w) => ({ path: `${subgroup(w, w.eventSubgroups.subgroup)}/members` }),
      expect: viewers(200),
    },
  ],
  "POST /api/events/:id/subgroups/:subgroupId/members": [
    {
      name: "oneself, registered",
      request: (w) => ({ path: `${subgroup(w, w.eventSubgroups.subgroup)}/members`, body: {} }),
      expect: registrants(201),
    },
    {
      name: "oneself, not registered",
      request: (w) => ({
        path: `/api/events/${w.eventSubgroups.unregisteredEvent.id}/subgroups/${w.eventSubgroups.unregisteredSubgroup}/members`,
        body: {},
      }),
      expect: signedIn(403),
    },
  ],
  "DELETE /api/events/:id/subgroups/:subgroupId/members/me": [
    {
      name: "one's place",
      request: (w) => ({ path: `${subgroup(w, w.eventSubgroups.leaveSubgroup)}/members/me` }),
      expect: registrants(204),
    },
  ],
  "DELETE /api/events/:id/subgroups/:subgroupId/members/:userId": [
    {
      name: "the bystander, from one's own subgroup",
      request: (w, who) => ({
        path: `${subgroup(w, mine(w.eventSubgroups.removeSubgroups, who))}/members/${w.bystander.id}`,
      }),
      expect: hosts(204),
    },
  ],
};
