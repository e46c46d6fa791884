import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_CODE_THROTTLE } from "../../../limits/rules";
import { createTestApp, type TestApp } from "../../../test/app";
import { createEvent, createMember, type MemberFixture } from "../../../test/factories";

/**
 * A registration code keeps a volunteers' list to those who were given it; guessing it was free
 * (issue 26: 300 wrong codes in 3.8 s, then the right one worked). Wrong codes now make the next
 * try wait, as failed sign-ins do.
 */

let t: TestApp;
let now = Date.parse("2026-11-27T09:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY_HEADER: "x-client-address" }, { appDistDir: null, clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const settings = {
  attendees: { enabled: true },
  volunteers: { enabled: true, passcode: "pantry-2026" },
  employees: { enabled: false },
};

function register(member: MemberFixture, eventId: number, passcode: string, address = "198.51.100.7") {
  return t.as(member).request(`/api/events/${eventId}/registrations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-address": address },
    body: JSON.stringify({ registrationType: "volunteer", passcode }),
  });
}

describe("wrong registration codes", () => {
  const { memberEvent, client } = REGISTRATION_CODE_THROTTLE;

  it(`are free ${memberEvent.freeFailures} times for a member at an event, then make the next try wait, right code or not`, async () => {
    const event = await createEvent(t.deps.db, { registrationSettings: settings });
    const member = await createMember(t.deps.db);
    for (let i = 0; i < memberEvent.freeFailures; i++) {
      const wrong = await register(member, event.id, `guess-${i}`);
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).error.message).toBe("Invalid registration code");
    }
    const held = await register(member, event.id, "pantry-2026");
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe(String(memberEvent.firstDelaySeconds));
    expect((await held.json()).error).toMatchObject({
      code: "rate_limited",
      message: "Too many wrong registration codes. Please wait 30 seconds before trying again.",
    });
    // Another member at the same event is not held (another address, too).
    const other = await createMember(t.deps.db);
    expect((await register(other, event.id, "pantry-2026", "198.51.100.8")).status).toBe(201);

    // Once the wait is over, one more wrong code doubles it; the right one goes through.
    now += memberEvent.firstDelaySeconds * 1000;
    expect((await register(member, event.id, "guess-again")).status).toBe(422);
    const longer = await register(member, event.id, "pantry-2026");
    expect(longer.status).toBe(429);
    expect(longer.headers.get("retry-after")).toBe(String(memberEvent.firstDelaySeconds * 2));
    now += memberEvent.firstDelaySeconds * 2 * 1000;
    expect((await register(member, event.id, "pantry-2026")).status).toBe(201);
  });

  it("hold the event's waitlist too", async () => {
    const event = await createEvent(t.deps.db, {
      registrationSettings: { ...settings, volunteers: { ...settings.volunteers, capacity: 0 } },
    });
    const member = await createMember(t.deps.db);
    const join = (passcode: string) =>
      t.as(member).request(`/api/events/${event.id}/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-client-address": "198.51.100.9" },
        body: JSON.stringify({ registrationType: "volunteer", passcode }),
      });
    for (let i = 0; i < memberEvent.freeFailures; i++) expect((await join(`guess-${i}`)).status).toBe(422);
    expect((await join("pantry-2026")).status).toBe(429);
  });

  it(`from one address, across members and events, are free ${client.freeFailures} times`, async () => {
    const address = "203.0.113.50";
    for (let i = 0; i < client.freeFailures; i++) {
      const event = await createEvent(t.deps.db, { registrationSettings: settings });
      expect((await register(await createMember(t.deps.db), event.id, "guess", address)).status).toBe(422);
    }
    const event = await createEvent(t.deps.db, { registrationSettings: settings });
    const held = await register(await createMember(t.deps.db), event.id, "pantry-2026", address);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe(String(client.firstDelaySeconds));
  });

  it("do not count a missing code, nor an event without one", async () => {
    const event = await createEvent(t.deps.db, { registrationSettings: settings });
    const member = await createMember(t.deps.db);
    for (let i = 0; i < memberEvent.freeFailures + 2; i++) {
      const missing = await register(member, event.id, "");
      expect((await missing.json()).error.message).toBe("Registration code is required");
    }
    expect((await register(member, event.id, "pantry-2026")).status).toBe(201);
  });
});
