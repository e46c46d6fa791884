import { type AccessCase, signedIn } from "./cases";
import type { Who } from "./world";

/** The actor's own entry of a per-actor map (the visitor borrows the stranger's: it gets 401 anyway). */
const mine = <T>(map: Record<Exclude<Who, "visitor">, T>, who: Who): T =>
  map[who === "visitor" ? "stranger" : who];

/** Connections, the members directory and the members' search (branch people). */
export const PEOPLE_ROWS: Record<string, AccessCase[]> = {
  "GET /api/members": [
    { name: "the directory", request: () => ({ path: "/api/members" }), expect: signedIn(200) },
    { name: "by name", request: () => ({ path: "/api/members?q=sweep" }), expect: signedIn(200) },
    { name: "one letter", request: () => ({ path: "/api/members?q=s" }), expect: signedIn(422) },
  ],
  "GET /api/live": [{ name: "stream", request: () => ({ path: "/api/live" }), expect: signedIn(200) }],
  "GET /api/search": [
    { name: "everything", request: () => ({ path: "/api/search?q=private" }), expect: signedIn(200) },
    { name: "one letter", request: () => ({ path: "/api/search?q=p" }), expect: signedIn(422) },
  ],
  "GET /api/connections": [
    {
      name: "incoming",
      request: () => ({ path: "/api/connections?direction=incoming" }),
      expect: signedIn(200),
    },
    {
      name: "connected",
      request: () => ({ path: "/api/connections?direction=connected" }),
      expect: signedIn(200),
    },
    { name: "no direction", request: () => ({ path: "/api/connections" }), expect: signedIn(422) },
  ],
  "GET /api/connections/with/:userId": [
    {
      name: "another member",
      request: (w) => ({ path: `/api/connections/with/${w.bystander.id}` }),
      expect: signedIn(200),
    },
    {
      name: "nobody",
      request: () => ({ path: `/api/connections/with/${crypto.randomUUID()}` }),
      expect: signedIn(404),
    },
  ],
  "POST /api/connections": [
    {
      name: "ask a member",
      request: (w) => ({ path: "/api/connections", body: { userId: w.people.connectTarget.id } }),
      expect: signedIn(201),
    },
    {
      name: "ask oneself",
      request: (w, who) => ({ path: "/api/connections", body: { userId: mine(w.members, who).id } }),
      expect: signedIn(403),
    },
    {
      name: "ask nobody",
      request: () => ({ path: "/api/connections", body: { userId: crypto.randomUUID() } }),
      expect: signedIn(404),
    },
  ],
  "POST /api/connections/:id/accept": [
    {
      name: "a request to me",
      request: (w, who) => ({ path: `/api/connections/${mine(w.people.toAccept, who)}/accept` }),
      expect: signedIn(200),
    },
    {
      name: "a request I sent",
      request: (w, who) => ({ path: `/api/connections/${mine(w.people.toCancel, who)}/accept` }),
      expect: signedIn(403),
    },
    {
      name: "someone else's request",
      request: (w) => ({ path: `/api/connections/${w.people.othersRequest}/accept` }),
      expect: signedIn(404),
    },
  ],
  "POST /api/connections/:id/decline": [
    {
      name: "a request to me",
      request: (w, who) => ({ path: `/api/connections/${mine(w.people.toDecline, who)}/decline` }),
      expect: signedIn(200),
    },
    {
      name: "someone else's request",
      request: (w) => ({ path: `/api/connections/${w.people.othersRequest}/decline` }),
      expect: signedIn(404),
    },
  ],
  "DELETE /api/connections/:id": [
    {
      name: "cancel my request",
      request: (w, who) => ({ path: `/api/connections/${mine(w.people.toCancel, who)}` }),
      expect: signedIn(200),
    },
    {
      name: "remove a connection",
      request: (w, who) => ({ path: `/api/connections/${mine(w.people.toRemove, who)}` }),
      expect: signedIn(200),
    },
    {
      name: "someone else's request",
      request: (w) => ({ path: `/api/connections/${w.people.othersRequest}` }),
      expect: signedIn(404),
    },
    { name: "not an id", request: () => ({ path: "/api/connections/42" }), expect: signedIn(422) },
  ],
};
