import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMembership, signInAsNewMember } from "../seed";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const width of [1280, 390]) {
  test(`[HOURS]: a member downloads a transcript as PDF and CSV, and its verification page, opened signed out, confirms it, at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const ada = await signInAsNewMember(page, { firstName: "Ada", lastName: "Transcript" });
    const adminContext = await browser.newContext();
    const admin = await signInAsNewMember(await adminContext.newPage(), {
      firstName: "Olu",
      lastName: "Organiser",
    });
    const request = adminContext.request;
    const group = await seedGroup(request, { name: `Reading Buddies ${width}`, ownerId: admin.id });
    await seedMembership(request, { entity: group, userId: ada.id });
    const logIds: string[] = [];
    for (const [days, minutes] of [
      [20, 90],
      [6, 60],
    ] as const) {
      const logged = await page.context().request.post("/api/me/hours", {
        data: { workDate: daysAgo(days), minutes, organisation: { kind: "group", id: group.id } },
      });
      logIds.push((await logged.json()).log.id);
    }
    const verified = await request.post(`/api/groups/${group.id}/hours/decisions`, {
      data: { logIds, decision: "verified" },
    });
    expect((await verified.json()).decided).toHaveLength(2);
    await adminContext.close();

    await page.goto(`/profile/${ada.id}/volunteer-history`);
    const section = page.getByRole("region", { name: "Transcripts" });
    await section.getByLabel("From").fill(daysAgo(30));
    await section.getByLabel("To").fill(daysAgo(0));
    await section.getByRole("button", { name: "Make a transcript" }).click();
    const made = section.getByRole("list", { name: "Your transcripts" }).getByRole("listitem").first();
    await expect(made).toContainText("2 h 30 min · 2 logs");
    const code = ((await made.getByText(/^Code /).textContent()) ?? "").replace("Code ", "");
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      made.getByRole("link", { name: /^CSV/ }).click(),
    ]);
    const sheet = await readFile((await csv.path()) ?? "", "utf8");
    expect(sheet).toContain("Name,Ada Transcript");
    expect(sheet).toContain(`Reading Buddies ${width},2.5,150`);
    expect(sheet).toContain("Total,2.5,150");
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      made.getByRole("link", { name: /^PDF/ }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const document = await getDocumentProxy(new Uint8Array(await readFile((await pdf.path()) ?? "")));
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Name: Ada Transcript");
    expect(text).toContain(`Code: ${code}`);
    expect(text).toContain("Total 2 h 30 min");

    // A school's office opens the code's page without an account.
    const school = await browser.newContext({ viewport: { width, height: 900 } });
    const check = await school.newPage();
    await check.goto(`/transcripts/${code}`);
    await expect(check.getByRole("heading", { level: 1, name: "Volunteer hours transcript" })).toBeVisible();
    await expect(check.getByRole("status")).toContainText("Valid: this transcript matches our records.");
    await expect(check.getByText("Ada Transcript")).toBeVisible();
    await expect(check.getByRole("table")).toContainText("Olu Organiser");
    await expect(check.getByRole("region", { name: "Totals by organisation, as issued" })).toContainText(
      "2 h 30 min",
    );
    expect(await seriousAxeViolations(check)).toEqual([]);
    expect(await horizontalOverflow(check)).toBeLessThanOrEqual(0);
    await school.close();
  });
}
