import { KIOSK_TOKEN_HEADER } from "../../../shared/volunteering";
import { type AccessCase, all, mine, only, signedIn } from "./cases";
import type { World } from "./world";

/** Those who run a private event's shifts: its admins and owners. */
const hosts = (ok: number) => only(ok, "admin", "owner");
/** Those who register for a private event in their own right: its members of any role. */
const registrants = (ok: number) => only(ok, "member", "moderator", "admin", "owner");
/**
 * Letting go of one's own place (a registration, a shift, a waitlist): every member may, whatever
 * they may see of the event; those who hold no such place are told so.
 */
const withdrawing = (ok: number) => {
  const status = signedIn(404);
  for (const who of ["member", "moderator", "admin", "owner"] as const) status[who] = ok;
  return status;
};
/** Those who may view it: its members, and platform admins. */
const viewers = (ok: number) => only(ok, "member", "moderator", "admin", "owner", "platformAdmin");

const event = (w: World, key: "openEvent" | "volunteerEvent" | "cancelEvent" | "fullEvent" | "waitedEvent") =>
  `/api/events/${w.events[key].id}`;
const shift = (w: World, shiftId: string) => `${event(w, "volunteerEvent")}/shifts/${shiftId}`;
const inAWeek = (hours: number) => new Date(Date.now() + 7 * 86_400_000 + hours * 3_600_000).toISOString();

/**
 * Registration, shifts and waitlists (issue 12), on the private events of event-world.ts: rights
 * by role on the event; a stranger may not register for a private event, and a platform admin's
 * oversight lets them look, not sign up.
 */
const newEvent = {
  name: "Sweep Picnic",
  startDate: inAWeek(2),
  endDate: inAWeek(5),
  timeZone: "Europe/Paris",
  registrationSettings: {
    attendees: { enabled: true, capacity: 40 },
    volunteers: { enabled: true, passcode: "picnic-sweep-code" },
    employees: { enabled: false },
  },
};

export const EVENT_ROWS: Record<string, AccessCase[]> = {
  "POST /api/events": [
    { name: "a new event", request: () => ({ path: "/api/events", body: newEvent }), expect: signedIn(201) },
    {
      name: "organised by the private group",
      request: (w) => ({
        path: "/api/events",
        body: { ...newEvent, organiser: `group-${w.privateGroup.id}` },
      }),
      expect: hosts(201),
    },
    {
      name: "in no time zone",
      request: () => ({ path: "/api/events", body: { ...newEvent, timeZone: "Mars/Olympus_Mons" } }),
      expect: signedIn(422),
    },
  ],
  "GET /api/events/organisers": [
    {
      name: "the communities one runs",
      request: () => ({ path: "/api/events/organisers" }),
      expect: signedIn(200),
    },
    {
      name: "the communities one belongs to",
      request: () => ({ path: "/api/events/organisers?role=member" }),
      expect: signedIn(200),
    },
  ],
  "PATCH /api/events/:id": [
    {
      name: "the description",
      request: (w) => ({
        path: `/api/events/${w.privateEvent.id}`,
        body: { description: "Edited by the sweep." },
      }),
      expect: hosts(200),
    },
  ],
  "GET /api/events/:id/occurrences": [
    {
      name: "the private series' dates",
      request: (w) => ({ path: `/api/events/${w.events.seriesEvent.id}/occurrences` }),
      expect: viewers(200),
    },
  ],
  "POST /api/events/:id/cancellation": [
    {
      name: "cancel the event",
      request: (w, who) => ({
        path: `/api/events/${mine(w.events.cancellableEvents, who).id}/cancellation`,
        body: {},
      }),
      expect: hosts(200),
    },
  ],
  "DELETE /api/events/:id/cancellation": [
    {
      name: "put the event back on",
      request: (w, who) => ({ path: `/api/events/${mine(w.events.cancelledEvents, who).id}/cancellation` }),
      expect: hosts(200),
    },
  ],
  "GET /api/events/:id/calendar.ics": [
    {
      name: "the private event's",
      request: (w) => ({ path: `/api/events/${w.privateEvent.id}/calendar.ics` }),
      expect: viewers(200),
    },
  ],
  "GET /api/me/calendar-feed": [
    { name: "one's own", request: () => ({ path: "/api/me/calendar-feed" }), expect: signedIn(200) },
  ],
  "POST /api/me/calendar-feed": [
    {
      name: "a new address",
      request: () => ({ path: "/api/me/calendar-feed", body: {} }),
      expect: signedIn(201),
    },
  ],
  "GET /api/calendar/:token": [
    {
      name: "the bystander's feed, by its secret",
      request: (w) => ({ path: `/api/calendar/${w.events.feedToken}` }),
      expect: all(200),
    },
    {
      name: "an address nobody has",
      request: () => ({ path: `/api/calendar/${"x".repeat(43)}` }),
      expect: all(404),
    },
    { name: "no address at all", request: () => ({ path: "/api/calendar/nope" }), expect: all(422) },
  ],
  "GET /api/events/:id/registration": [
    {
      name: "one's registration",
      request: (w) => ({ path: `${event(w, "openEvent")}/registration` }),
      expect: registrants(200),
    },
  ],
  "POST /api/events/:id/registrations": [
    {
      name: "as an attendee",
      request: (w) => ({
        path: `${event(w, "openEvent")}/registrations`,
        body: { registrationType: "attendee" },
      }),
      expect: registrants(201),
    },
    {
      name: "as nothing",
      request: (w) => ({
        path: `${event(w, "openEvent")}/registrations`,
        body: { registrationType: "guest" },
      }),
      expect: signedIn(422),
    },
  ],
  "DELETE /api/events/:id/registration": [
    {
      name: "one's registration",
      request: (w) => ({ path: `${event(w, "cancelEvent")}/registration` }),
      expect: withdrawing(204),
    },
  ],
  "POST /api/events/:id/waitlist": [
    {
      name: "a full event's",
      request: (w) => ({ path: `${event(w, "fullEvent")}/waitlist`, body: { registrationType: "attendee" } }),
      expect: registrants(201),
    },
  ],
  "DELETE /api/events/:id/waitlist": [
    {
      name: "one's place",
      request: (w) => ({ path: `${event(w, "waitedEvent")}/waitlist` }),
      expect: withdrawing(204),
    },
  ],
  "GET /api/events/:id/shifts": [
    {
      name: "the shifts",
      request: (w) => ({ path: `${event(w, "volunteerEvent")}/shifts` }),
      expect: viewers(200),
    },
  ],
  "POST /api/events/:id/shifts": [
    {
      name: "a shift",
      request: (w) => ({
        path: `${event(w, "volunteerEvent")}/shifts`,
        body: { shiftName: "Sweep shift", startTime: inAWeek(40), endTime: inAWeek(41), volunteersNeeded: 3 },
      }),
      expect: hosts(201),
    },
    {
      name: "one that ends first",
      request: (w) => ({
        path: `${event(w, "volunteerEvent")}/shifts`,
        body: { shiftName: "Backwards", startTime: inAWeek(41), endTime: inAWeek(40) },
      }),
      expect: signedIn(422),
    },
  ],
  "PATCH /api/events/:id/shifts/:shiftId": [
    {
      name: "more places",
      request: (w) => ({ path: shift(w, w.events.openShift), body: { description: "Bring gloves." } }),
      expect: hosts(200),
    },
  ],
  "DELETE /api/events/:id/shifts/:shiftId": [
    {
      name: "one's own doomed shift",
      request: (w, who) => ({ path: shift(w, mine(w.events.doomedShifts, who)) }),
      expect: hosts(204),
    },
  ],
  "GET /api/events/:id/shifts/:shiftId/volunteers": [
    {
      name: "who holds it",
      request: (w) => ({ path: `${shift(w, w.events.fullShift)}/volunteers` }),
      expect: hosts(200),
    },
    {
      name: "who waits",
      request: (w) => ({ path: `${shift(w, w.events.waitedShift)}/volunteers?list=waiting` }),
      expect: hosts(200),
    },
  ],
  "DELETE /api/events/:id/shifts/:shiftId/volunteers/:userId": [
    {
      name: "the bystander, from one's own shift to release",
      request: (w, who) => ({
        path: `${shift(w, mine(w.events.releaseShifts, who))}/volunteers/${w.bystander.id}`,
      }),
      expect: hosts(204),
    },
  ],
  "POST /api/events/:id/shifts/:shiftId/volunteers/:userId/attendance": [
    {
      name: "the bystander checked in, on one's own shift under way",
      request: (w, who) => ({
        path: `${shift(w, mine(w.events.rosterShifts, who))}/volunteers/${w.bystander.id}/attendance`,
        body: { action: "check-in" },
      }),
      expect: hosts(204),
    },
    {
      name: "an action there is not",
      request: (w, who) => ({
        path: `${shift(w, mine(w.events.rosterShifts, who))}/volunteers/${w.bystander.id}/attendance`,
        body: { action: "teleport" },
      }),
      expect: signedIn(422),
    },
  ],
  "GET /api/events/:id/check-in-code": [
    {
      name: "the volunteer event's",
      request: (w) => ({ path: `${event(w, "volunteerEvent")}/check-in-code` }),
      expect: hosts(200),
    },
  ],
  "POST /api/events/:id/check-in-code": [
    {
      name: "a new one for the cancel event",
      request: (w) => ({ path: `${event(w, "cancelEvent")}/check-in-code`, body: {} }),
      expect: hosts(201),
    },
  ],
  "GET /api/events/:id/check-in": [
    {
      name: "one's shifts at the volunteer event",
      request: (w) => ({ path: `${event(w, "volunteerEvent")}/check-in` }),
      expect: viewers(200),
    },
  ],
  "POST /api/events/:id/check-in": [
    {
      name: "oneself, by the event's code, to one's shift under way",
      request: (w) => ({
        path: `${event(w, "volunteerEvent")}/check-in`,
        body: { code: w.events.checkInCode, action: "check-in" },
      }),
      // A platform admin may look at the event but holds no shift on it.
      expect: { ...registrants(200), platformAdmin: 404 },
    },
    {
      name: "oneself, by a code that is not the event's",
      request: (w) => ({
        path: `${event(w, "volunteerEvent")}/check-in`,
        body: { code: "not-the-code", action: "check-in" },
      }),
      expect: signedIn(403),
    },
  ],
  "GET /api/events/:id/kiosks": [
    {
      name: "the volunteer event's open kiosks",
      request: (w) => ({ path: `${event(w, "volunteerEvent")}/kiosks` }),
      expect: hosts(200),
    },
  ],
  "POST /api/events/:id/kiosks": [
    {
      name: "a kiosk for the cancel event",
      request: (w) => ({ path: `${event(w, "cancelEvent")}/kiosks`, body: {} }),
      expect: hosts(201),
    },
  ],
  "DELETE /api/events/:id/kiosks/:kioskId": [
    {
      name: "one's own kiosk to end",
      request: (w, who) => ({
        path: `${event(w, "volunteerEvent")}/kiosks/${mine(w.events.kiosksToEnd, who)}`,
      }),
      expect: hosts(204),
    },
  ],
  "GET /api/kiosk": [
    {
      name: "with the kiosk's token, whoever holds the tablet",
      request: (w) => ({ path: "/api/kiosk", headers: { [KIOSK_TOKEN_HEADER]: w.events.kioskToken } }),
      expect: all(200),
    },
    { name: "without a token", request: () => ({ path: "/api/kiosk" }), expect: all(401) },
  ],
  "GET /api/kiosk/volunteers": [
    {
      name: "a name, with the kiosk's token",
      request: (w) => ({
        path: "/api/kiosk/volunteers?q=by",
        headers: { [KIOSK_TOKEN_HEADER]: w.events.kioskToken },
      }),
      expect: all(200),
    },
    {
      name: "a name, without a token",
      request: () => ({ path: "/api/kiosk/volunteers?q=by" }),
      expect: all(401),
    },
    {
      name: "one letter",
      request: (w) => ({
        path: "/api/kiosk/volunteers?q=b",
        headers: { [KIOSK_TOKEN_HEADER]: w.events.kioskToken },
      }),
      expect: all(422),
    },
  ],
  "POST /api/kiosk/attendance": [
    {
      name: "the bystander checked in on a shift under way, with the kiosk's token",
      request: (w, who) => ({
        path: "/api/kiosk/attendance",
        headers: { [KIOSK_TOKEN_HEADER]: w.events.kioskToken },
        body: { shiftId: w.events.kioskShifts[who], userId: w.bystander.id, action: "check-in" },
      }),
      expect: all(204),
    },
    {
      name: "without a token",
      request: (w, who) => ({
        path: "/api/kiosk/attendance",
        body: { shiftId: w.events.kioskShifts[who], userId: w.bystander.id, action: "check-out" },
      }),
      expect: all(401),
    },
  ],
  "POST /api/events/:id/shifts/:shiftId/assignment": [
    {
      name: "an open shift",
      request: (w) => ({ path: `${shift(w, w.events.openShift)}/assignment`, body: {} }),
      expect: registrants(201),
    },
    {
      name: "a full shift",
      request: (w) => ({ path: `${shift(w, w.events.fullShift)}/assignment`, body: {} }),
      expect: registrants(409),
    },
  ],
  "DELETE /api/events/:id/shifts/:shiftId/assignment": [
    {
      name: "one's own shift",
      request: (w, who) => ({ path: `${shift(w, mine(w.events.heldShifts, who))}/assignment` }),
      expect: withdrawing(204),
    },
  ],
  "POST /api/events/:id/shifts/:shiftId/waitlist": [
    {
      name: "a full shift",
      request: (w) => ({ path: `${shift(w, w.events.fullShift)}/waitlist`, body: {} }),
      expect: registrants(201),
    },
  ],
  "DELETE /api/events/:id/shifts/:shiftId/waitlist": [
    {
      name: "one's place",
      request: (w) => ({ path: `${shift(w, w.events.waitedShift)}/waitlist` }),
      expect: withdrawing(204),
    },
  ],
};
