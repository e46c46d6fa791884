import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedEvent, seedRegistration, signInAsNewMember } from "../seed";

const token = () => `s${Math.random().toString(36).slice(2, 8)}`;

test.describe("[EVENT SUBGROUPS]", () => {
  test("[EVENT SUBGROUPS]: a host creates a subgroup from the event page; a registered member joins it and is listed", async ({
    page,
    browser,
  }) => {
    const eventName = `${token()} Harvest Day`;
    const hana = await signInAsNewMember(page, { firstName: "Hana", lastName: "Host" });
    const event = await seedEvent(page.context().request, { name: eventName, hostId: hana.id });

    // Hana hosts the event: its page offers to create a subgroup.
    await page.goto(`/events/${event.id}`);
    const section = page.getByRole("region", { name: "Subgroups" });
    await expect(section.getByText("No subgroups yet.")).toBeVisible();
    await section.getByRole("link", { name: "Create subgroup" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create a subgroup" })).toBeVisible();
    await page.getByRole("button", { name: "Create subgroup" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
    await page.getByLabel("Name").fill("Sorting team");
    await page.getByLabel("Description").fill("Crates first, then the shelves.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create subgroup" }).click();

    // Its page: Hana runs it, but is not put in it, nor registered for the event.
    await expect(page.getByRole("heading", { level: 1, name: "Sorting team" })).toBeVisible();
    const subgroupPath = new URL(page.url()).pathname;
    await expect(page.getByText("Crates first, then the shelves.")).toBeVisible();
    await expect(page.getByText("No members yet")).toBeVisible();
    await expect(page.getByText("Register for the event to join its subgroups.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit subgroup" })).toBeVisible();
    await page.getByRole("link", { name: `Back to ${eventName}` }).click();
    await expect(section.getByRole("link", { name: /Sorting team/ })).toContainText("0 members");

    // Ada, registered for the event, finds it from the event page on a phone and joins.
    const adaContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const ada = await adaContext.newPage();
    const adaMember = await signInAsNewMember(ada, { firstName: "Ada", lastName: "Volunteer" });
    await seedRegistration(ada.context().request, {
      eventId: event.id,
      userId: adaMember.id,
      registrationType: "volunteer",
    });
    await ada.goto(`/events/${event.id}`);
    await ada
      .getByRole("region", { name: "Subgroups" })
      .getByRole("link", { name: /Sorting team/ })
      .click();
    await expect(ada.getByRole("heading", { level: 1, name: "Sorting team" })).toBeVisible();
    await expect(ada.getByRole("link", { name: "Edit subgroup" })).toHaveCount(0);
    await ada.getByRole("button", { name: "Join subgroup" }).click();
    await expect(ada.getByText("You joined Sorting team")).toBeVisible();
    const members = ada.getByRole("region", { name: "Members" });
    await expect(members.getByRole("link", { name: "Ada Volunteer" })).toBeVisible();
    await expect(ada.getByText("1 member", { exact: true })).toBeVisible();
    await expect(ada.getByRole("button", { name: "Leave subgroup" })).toBeVisible();
    expect(await horizontalOverflow(ada)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(ada)).toEqual([]);

    // Hana sees her in it, with the means to remove her.
    await page.goto(subgroupPath);
    await expect(
      page.getByRole("region", { name: "Members" }).getByRole("link", { name: "Ada Volunteer" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Ada Volunteer" })).toBeVisible();
    await adaContext.close();
  });
});
