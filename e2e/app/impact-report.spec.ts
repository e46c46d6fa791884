import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const width of [1280, 390]) {
  test(`[REPORTS]: a subgroup's report values its hours at the default and at its own rate, its parent's counts them once, and both download as CSV and PDF, at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await signInAsNewMember(page, { firstName: "Olu", lastName: "Organiser" });
    const request = page.context().request;
    const district = await seedGroup(request, {
      name: `District ${width}`,
      ownerId: admin.id,
      visibility: "private",
    });
    const school = await seedGroup(request, {
      name: `Lincoln School ${width}`,
      parentId: district.id,
      visibility: "private",
    });

    // Ada belongs to the district and to the school, and logs two days of hours for the school.
    const adaContext = await browser.newContext();
    const ada = await signInAsNewMember(await adaContext.newPage(), { firstName: "Ada", lastName: "Report" });
    await seedMembership(request, { entity: district, userId: ada.id });
    await seedMembership(request, { entity: school, userId: ada.id });
    const logIds: string[] = [];
    for (const [days, minutes] of [
      [6, 120],
      [3, 60],
    ] as const) {
      const logged = await adaContext.request.post("/api/me/hours", {
        data: { workDate: daysAgo(days), minutes, organisation: { kind: "group", id: school.id } },
      });
      expect(logged.status()).toBe(201);
      logIds.push((await logged.json()).log.id);
    }
    await adaContext.close();
    const verify = async (logId: string | undefined) => {
      const answer = await request.post(`/api/groups/${school.id}/hours/decisions`, {
        data: { logIds: [logId], decision: "verified" },
      });
      expect((await answer.json()).decided).toHaveLength(1);
    };
    // The first two hours are verified before the school sets a rate: the default's $34.79.
    await verify(logIds[0]);

    await page.goto(`/groups/${school.id}`);
    await page.getByRole("link", { name: "Impact report" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Impact report: Lincoln School ${width}` }),
    ).toBeVisible();
    // The period lives in the page's address: the radio turns on once the address has changed.
    const lastYear = page.getByLabel("Last 12 months");
    await lastYear.click();
    await expect(lastYear).toBeChecked();
    const rates = page.getByRole("region", { name: "Value of volunteer time" });
    await expect(rates).toContainText("the default, $34.79 an hour (2024 data");
    await rates.getByRole("button", { name: "Set a new rate" }).click();
    await rates.getByLabel("Value of an hour (US dollars)").fill("40.00");
    await rates.getByLabel("Year of the figure's data").fill("2025");
    await rates.getByLabel("Source").fill("State value of volunteer time");
    await rates.getByRole("button", { name: "Save rate" }).click();
    await expect(rates).toContainText(
      "valued at $40.00 an hour (2025 data; source: State value of volunteer time)",
    );

    // The next hour is verified under the school's own rate; the first keeps the default.
    await verify(logIds[1]);
    await page.reload();
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("Verified hours3 h");
    // 2 h at $34.79 and 1 h at $40.00.
    await expect(summary).toContainText("Estimated value$109.58");
    await expect(summary).toContainText("It is not cash, revenue or a tax deduction.");
    const used = page.getByRole("table", { name: "Rates of volunteer time used" });
    await expect(used.getByRole("row", { name: /\$34\.79/ })).toContainText("2 h");
    await expect(used.getByRole("row", { name: /\$40\.00/ })).toContainText("1 h");
    await expect(page.getByRole("table", { name: "Verified hours by organisation" })).toContainText(
      `Lincoln School ${width}`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`school-report-${width}.png`), fullPage: true });

    // The district's report: the school's hours and Ada once.
    await page.goto(`/groups/${district.id}/report?period=last-12-months`);
    const parent = page.getByRole("region", { name: "Summary" });
    await expect(parent).toContainText("Includes 1 subgroup, each member and each hour counted once.");
    await expect(parent).toContainText("Verified hours3 h");
    await expect(parent).toContainText("Estimated value$109.58");
    await expect(parent).toContainText("Volunteers with verified hours1");
    await expect(parent).toContainText("Members2 (2 new)");
    await expect(page.locator("canvas").first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`district-report-${width}.png`), fullPage: true });

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV of verified hours by organisation" }).click(),
    ]);
    const sheet = await readFile((await csv.path()) ?? "", "utf8");
    expect(sheet).toContain(`Lincoln School ${width},3,1,109.58`);
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const document = await getDocumentProxy(new Uint8Array(await readFile((await pdf.path()) ?? "")));
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain(`Impact report: District ${width}`);
    expect(text).toContain("Verified volunteer hours 3 h");
    expect(text).toContain("Estimated value of volunteer time $109.58");
    expect(text).toContain("State value of volunteer time");
  });
}
