import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

// The refused upload's 415 is logged by the browser on purpose.
test.use({ expectedHttpErrors: [415] });

/** A cold page's first paint (shell, scene and query) on a busy two-core machine. */
const FIRST_LOAD = { timeout: 15_000 };
const ROTA = "Volunteer rota\nMonday: Amara, Ben\nTuesday: Chiara\n";

test.describe("[STORAGE]: an entity's files", () => {
  test("[STORAGE]: an owner uploads a document, sees it listed with its size, downloads it and deletes it; a member only reads", async ({
    page,
    browser,
  }) => {
    const owner = await signInAsNewMember(page, { firstName: "Olu", lastName: "Owner" });
    const group = await seedGroup(page.request, {
      name: "Harbour Food Bank",
      visibility: "private",
      ownerId: owner.id,
    });
    const storagePath = `/groups/${group.id}/settings/storage`;

    await page.goto(storagePath);
    await expect(page.getByText("No files yet.")).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("heading", { level: 1, name: "Storage" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Harbour Food Bank" })).toHaveAttribute(
      "href",
      `/groups/${group.id}`,
    );
    await expect(page.getByText("No files yet.")).toBeVisible();
    await expect(page.getByText("0 bytes of 1 GB used")).toBeVisible();
    await expect(page.getByRole("meter", { name: "Storage used" })).toHaveAttribute(
      "aria-valuetext",
      "0 bytes of 1 GB used",
    );

    // The server refuses what is no document, whatever its name, in its own words.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a file" }).click();
    await (await chooser).setFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]),
    });
    await expect(page.getByRole("alert")).toContainText(
      "report.pdf was not uploaded. This file type cannot be stored here. Files may be PDF, Word",
    );

    // A real document goes in, with a progress bar while it is sent: the answer is held back
    // until the bar has been seen, since a small file on loopback is sent faster than a check.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const filesRoute = `**/api/groups/${group.id}/files`;
    await page.route(filesRoute, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/groups/${group.id}/files`) && response.request().method() === "POST",
    );
    const chooserAgain = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload a file" }).click();
    await (await chooserAgain).setFiles({
      name: "volunteer-rota.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(ROTA),
    });
    await expect(page.getByRole("progressbar", { name: "Uploading volunteer-rota.txt" })).toBeVisible();
    release();
    expect((await uploaded).status()).toBe(201);
    await page.unroute(filesRoute);
    const row = page.getByRole("row").filter({ hasText: "volunteer-rota.txt" });
    await expect(row).toContainText("Text");
    await expect(row).toContainText(`${ROTA.length} bytes`);
    await expect(row).toContainText("Olu Owner");
    await expect(page.getByText(`${ROTA.length} bytes of 1 GB used`)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    // The pointer off the button it pressed: axe judges the page, not a hover state.
    await page.mouse.move(5, 600);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Downloading: a short-lived signed link that saves the file rather than showing it.
    const link = row.getByRole("link", { name: "volunteer-rota.txt" });
    const href = (await link.getAttribute("href")) ?? "";
    const redirect = await page.request.get(href, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const signed = await page.request.get(redirect.headers().location ?? "");
    expect(signed.status()).toBe(200);
    expect(signed.headers()["content-type"]).toBe("text/plain");
    expect(signed.headers()["content-disposition"]).toContain('attachment; filename="volunteer-rota.txt"');
    expect(signed.headers()["x-content-type-options"]).toBe("nosniff");
    expect(signed.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(await signed.text()).toBe(ROTA);
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("volunteer-rota.txt");

    // A plain member of the group sees the list, with no upload or delete.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await signInAsNewMember(memberPage, { firstName: "Mia", lastName: "Member" });
    await seedMembership(page.request, { entity: group, userId: member.id, role: "member" });
    await memberPage.setViewportSize({ width: 390, height: 844 });
    await memberPage.goto(storagePath);
    await expect(memberPage.getByRole("link", { name: "volunteer-rota.txt" })).toBeVisible(FIRST_LOAD);
    await expect(memberPage.getByText(`${ROTA.length} bytes of 1 GB used`)).toBeVisible();
    await expect(memberPage.getByRole("button", { name: "Upload a file" })).toHaveCount(0);
    await expect(memberPage.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    expect(await horizontalOverflow(memberPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(memberPage)).toEqual([]);
    await memberContext.close();

    // At 390 px the owner's table stacks into cards and still fits.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Deleting asks first; the file then leaves the list and frees its space.
    await row.getByRole("button", { name: "Delete volunteer-rota.txt" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete volunteer-rota.txt?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Delete volunteer-rota.txt" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("No files yet.")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("0 bytes of 1 GB used")).toBeVisible();
    expect((await page.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe("[STORAGE]: outsiders", () => {
  // The list's 403 is what the page turns into its message; the browser logs it.
  test.use({ expectedHttpErrors: [403] });

  test("[STORAGE]: someone outside a private group is told the files are its members' alone", async ({
    page,
  }) => {
    await signInAsNewMember(page, { firstName: "Sam", lastName: "Stranger" });
    const group = await seedGroup(page.request, { name: "Closed Circle", visibility: "private" });
    await page.goto(`/groups/${group.id}/settings/storage`);
    await expect(page.getByText("Only members of this group can see its files.")).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("link", { name: "Back to the group" })).toHaveAttribute(
      "href",
      `/groups/${group.id}`,
    );
  });
});
