import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import {
  closeForgottenCheckIns,
  seedEvent,
  seedMember,
  seedMembership,
  seedRegistration,
  seedShift,
  signInAsNewMember,
} from "../seed";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

test.describe("[CHECK-IN]", () => {
  test.use({ timezoneId: "UTC" });

  test("[CHECK-IN]: a host checks volunteers in and out on the roster, marks and undoes a no-show, and sees a forgotten check-out closed and flagged, at 1280 and 390 px", async ({
    page,
  }) => {
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const request = page.context().request;
    const event = await seedEvent(request, {
      name: "Harvest Sorting Day",
      hostId: host.id,
      startDate: at(-4 * HOUR),
    });
    const [ada, ben, cy] = await Promise.all(
      ["Ada", "Ben", "Cy"].map((firstName) => seedMember(request, { firstName, lastName: "Volunteer" })),
    );
    for (const one of [ada, ben, cy]) {
      if (!one) throw new Error("seeding failed");
      await seedRegistration(request, { eventId: event.id, userId: one.id, registrationType: "volunteer" });
    }
    if (!ada || !ben || !cy) throw new Error("seeding failed");
    await seedShift(request, {
      eventId: event.id,
      name: "Morning sorting",
      startTime: at(-30 * MINUTE),
      endTime: at(2 * HOUR),
      volunteers: [{ userId: ada.id }, { userId: ben.id }],
    });
    // Cy was checked in to the early shift and nobody checked him out; it ended an hour ago.
    await seedShift(request, {
      eventId: event.id,
      name: "Early setup",
      startTime: at(-4 * HOUR),
      endTime: at(-HOUR),
      volunteers: [{ userId: cy.id, checkedInAt: at(-3.5 * HOUR) }],
    });
    await closeForgottenCheckIns(request);

    await page.goto(`/events/${event.id}/volunteers`);
    const morning = page.getByRole("region", { name: "Morning sorting" });
    const adaRow = morning.getByRole("listitem").filter({ hasText: "Ada Volunteer" });
    await expect(adaRow).toContainText("Not checked in");
    await adaRow.getByRole("button", { name: "Check in Ada Volunteer" }).click();
    await expect(page.getByText("Ada Volunteer checked in.")).toBeVisible();
    await expect(adaRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await adaRow.getByRole("button", { name: "Check out Ada Volunteer" }).click();
    await expect(adaRow).toContainText(/\d{1,2}:\d\d\s[AP]M–\d{1,2}:\d\d\s[AP]M · 1 min, verified/);
    // Ada stayed to sweep up: Hana corrects her time, with why.
    await adaRow.getByRole("button", { name: "Correct time for Ada Volunteer" }).click();
    const correction = adaRow.getByRole("form", { name: "Correct Ada Volunteer's time" });
    await correction.getByLabel("Hours", { exact: true }).fill("2");
    await correction.getByLabel("Minutes", { exact: true }).fill("15");
    await correction.getByLabel("Why").fill("Stayed to sweep up.");
    await correction.getByRole("button", { name: "Save time" }).click();
    await expect(page.getByText("Ada Volunteer's time is corrected.")).toBeVisible();
    await expect(adaRow).toContainText("2 h 15 min, verified");

    const benRow = morning.getByRole("listitem").filter({ hasText: "Ben Volunteer" });
    await benRow.getByRole("button", { name: "Mark Ben Volunteer as a no-show" }).click();
    await expect(benRow).toContainText("No-show");
    await benRow.getByRole("button", { name: "Undo the last change for Ben Volunteer" }).click();
    await expect(benRow).toContainText("Not checked in");

    const early = page.getByRole("region", { name: "Early setup" });
    const cyRow = early.getByRole("listitem").filter({ hasText: "Cy Volunteer" });
    await expect(cyRow).toContainText("2 h 30 min, pending verification");
    await expect(cyRow).toContainText("Check-out missing: closed at the shift's end, for review.");
    // Nothing to check in once the shift is over; the host can still undo.
    await expect(cyRow.getByRole("button", { name: /Check in/ })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a phone: the roster fits and works.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(benRow.getByRole("button", { name: "Check in Ben Volunteer" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await benRow.getByRole("button", { name: "Check in Ben Volunteer" }).click();
    await expect(benRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await expect(benRow.getByRole("button", { name: "Check out Ben Volunteer" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("[CHECK-IN]: a volunteer checks in by the event's QR link and is refused outside the window; the host shows and prints the code", async ({
    page,
    browser,
  }) => {
    const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const request = page.context().request;
    const event = await seedEvent(request, {
      name: "Riverbank Clean-up",
      hostId: host.id,
      startDate: at(-HOUR),
    });

    const deeContext = await browser.newContext({ timezoneId: "UTC" });
    const dee = await deeContext.newPage();
    const deeMember = await signInAsNewMember(dee, { firstName: "Dee", lastName: "Volunteer" });
    const eveContext = await browser.newContext({ timezoneId: "UTC", viewport: { width: 390, height: 844 } });
    const eve = await eveContext.newPage();
    const eveMember = await signInAsNewMember(eve, { firstName: "Eve", lastName: "Volunteer" });
    for (const one of [deeMember, eveMember]) {
      await seedRegistration(request, { eventId: event.id, userId: one.id, registrationType: "volunteer" });
    }
    await seedShift(request, {
      eventId: event.id,
      name: "Litter picking",
      startTime: at(-15 * MINUTE),
      endTime: at(2 * HOUR),
      volunteers: [{ userId: deeMember.id }],
    });
    await seedShift(request, {
      eventId: event.id,
      name: "Evening sweep",
      startTime: at(3 * HOUR),
      endTime: at(5 * HOUR),
      volunteers: [{ userId: eveMember.id }],
    });

    // Hana makes the event's code and opens its poster.
    await page.goto(`/events/${event.id}/volunteers`);
    const panel = page.getByRole("region", { name: "Check-in QR code" });
    await panel.getByRole("button", { name: "Create a check-in code" }).click();
    await expect(panel.getByRole("img", { name: "QR code to check in to Riverbank Clean-up" })).toBeVisible();
    await panel.getByRole("link", { name: "Show full screen or print" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Riverbank Clean-up" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code to check in to Riverbank Clean-up" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    const { checkIn } = (await (await request.get(`/api/events/${event.id}/check-in-code`)).json()) as {
      checkIn: { path: string };
    };

    // Dee opens the code's link: her shift is under way.
    await dee.goto(checkIn.path);
    await expect(dee.getByRole("heading", { level: 1, name: "Riverbank Clean-up" })).toBeVisible();
    await expect(dee.getByRole("list", { name: "Your shifts" })).toContainText("Not checked in yet");
    await dee.getByRole("button", { name: "Check in" }).click();
    await expect(dee.getByText("You're checked in. Thank you for volunteering!")).toBeVisible();
    await expect(dee.getByRole("list", { name: "Your shifts" })).toContainText("Checked in");
    expect(await seriousAxeViolations(dee)).toEqual([]);

    // Eve's shift is three hours away: refused, in words, on a phone.
    await eve.goto(checkIn.path);
    await eve.getByRole("button", { name: "Check in" }).click();
    await expect(eve.getByText("Check-in opens 60 minutes before the shift starts.")).toBeVisible();
    await expect(eve.getByRole("list", { name: "Your shifts" })).toContainText("Not checked in yet");
    expect(await horizontalOverflow(eve)).toBeLessThanOrEqual(0);

    // The roster shows Dee in.
    await page.goto(`/events/${event.id}/volunteers`);
    const deeRow = page
      .getByRole("region", { name: "Litter picking" })
      .getByRole("listitem")
      .filter({ hasText: "Dee Volunteer" });
    await expect(deeRow).toContainText(/Checked in at \d{1,2}:\d\d\s[AP]M/);
    await deeContext.close();
    await eveContext.close();
  });

  test.describe("kiosk", () => {
    // The ended kiosk's last request is refused (401), as it should be: the browser logs it.
    test.use({ expectedHttpErrors: [401] });

    test("[CHECK-IN]: a host turns a tablet into a kiosk; a volunteer finds his name and checks in; it survives a reload and another host ends it", async ({
      page,
      browser,
    }) => {
      const host = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
      const request = page.context().request;
      const event = await seedEvent(request, {
        name: "Food Drive Saturday",
        hostId: host.id,
        startDate: at(-HOUR),
      });
      const cy = await seedMember(request, { firstName: "Cy", lastName: "Volunteer" });
      await seedRegistration(request, { eventId: event.id, userId: cy.id, registrationType: "volunteer" });
      await seedShift(request, {
        eventId: event.id,
        name: "Packing line",
        startTime: at(-20 * MINUTE),
        endTime: at(3 * HOUR),
        volunteers: [{ userId: cy.id }],
      });

      await page.goto(`/events/${event.id}/volunteers`);
      await page.getByRole("button", { name: "Open a kiosk on this device" }).click();
      await expect(page).toHaveURL(/\/kiosk$/);
      await expect(page.getByRole("heading", { level: 1, name: "Food Drive Saturday" })).toBeVisible();
      // Nothing but the kiosk: no menus, no links elsewhere, and the host is signed out of the tablet.
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("link")).toHaveCount(0);
      expect((await request.get("/api/notifications")).status()).toBe(401);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Food Drive Saturday" })).toBeVisible();

      await page.getByLabel("Find your name").fill("Cy");
      const found = page.getByRole("list", { name: "Volunteers found" });
      await expect(found).toContainText("Cy V.");
      await expect(found).toContainText("Packing line");
      await found.getByRole("button", { name: "Check in Cy V." }).click();
      await expect(page.getByText("Welcome, Cy V.! You're checked in to Packing line.")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Ivo, an admin of the event on his own device, sees Cy in and ends the kiosk.
      const ivoContext = await browser.newContext({ timezoneId: "UTC" });
      const ivo = await ivoContext.newPage();
      const ivoMember = await signInAsNewMember(ivo, { firstName: "Ivo", lastName: "Admin" });
      await seedMembership(ivo.context().request, { entity: event, userId: ivoMember.id, role: "admin" });
      await ivo.goto(`/events/${event.id}/volunteers`);
      await expect(
        ivo
          .getByRole("region", { name: "Packing line" })
          .getByRole("listitem")
          .filter({ hasText: "Cy Volunteer" }),
      ).toContainText(/Checked in at/);
      const kiosks = ivo.getByRole("list", { name: "Open kiosks" });
      await expect(kiosks).toContainText("Opened by Hana Host");
      await kiosks.getByRole("button", { name: "End kiosk" }).click();
      await expect(ivo.getByText("Kiosk ended.")).toBeVisible();

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "No kiosk on this device" })).toBeVisible();
      await expect(
        page.getByText("This kiosk has ended. A host can start it again from the event's volunteers page."),
      ).toBeVisible();
      await ivoContext.close();
    });
  });
});
