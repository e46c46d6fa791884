import { horizontalOverflow, seriousAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMember, seedMembership, seedPost, signInAsNewMember } from "../seed";

const token = () => `m${Math.random().toString(36).slice(2, 8)}`;

test.describe("[COMMUNITIES]", () => {
  test("[COMMUNITIES]: creates a group and a private subgroup; a member asks into the subgroup and is approved", async ({
    page,
    browser,
  }) => {
    // Two members in two browsers, through five pages each.
    test.slow();
    const word = token();
    await signInAsNewMember(page, { firstName: "Olga", lastName: "Founder" });

    // Olga creates a group through its form, then a private subgroup under it.
    await page.goto("/communities");
    await page.getByRole("link", { name: "Create a group" }).click();
    await page.getByLabel("Name").fill(`${word} Tool Library`);
    await page.getByLabel("Description").fill("Borrow a drill, return it on Sunday.");
    await page.getByRole("button", { name: "Create a group" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${word} Tool Library` })).toBeVisible();
    await expect(page.getByText("Owner", { exact: true })).toBeVisible();
    const groupUrl = page.url();

    await page.getByRole("link", { name: "Create subgroup" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create a subgroup" })).toBeVisible();
    await page.getByLabel("Name").fill(`${word} Repair Cafe`);
    await page.getByLabel("Private").check();
    await page.getByRole("button", { name: "Create a subgroup" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${word} Repair Cafe` })).toBeVisible();
    await expect(page.getByText("Subgroup", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`${word} Tool Library`);
    const subgroupPath = new URL(page.url()).pathname;
    const subgroupId = subgroupPath.split("/").pop();

    // The parent lists its child.
    await page.goto(`${groupUrl}?tab=subgroups`);
    await expect(page.getByRole("link", { name: new RegExp(`${word} Repair Cafe`) })).toBeVisible();

    // Pia opens the subgroup, lands on the restricted page and asks to join.
    const piaContext = await browser.newContext();
    const pia = await piaContext.newPage();
    await signInAsNewMember(pia, { firstName: "Pia", lastName: "Newcomer" });
    await pia.goto(subgroupPath);
    await expect(pia).toHaveURL(new RegExp(`/restricted/group/${subgroupId}$`));
    await expect(pia.getByText("This group is private.")).toBeVisible();
    expect(await seriousAxeViolations(pia)).toEqual([]);
    await pia.getByLabel("Message to the admins (optional)").fill("I fix bikes on weekends.");
    await pia.getByRole("button", { name: "Request to join" }).click();
    await expect(pia.getByText("Your request to join is waiting for an admin.")).toBeVisible();

    // Olga sees the request with its message and approves it.
    await page.goto(`${subgroupPath}?tab=requests`);
    await expect(page.getByRole("tab", { name: "Requests (1)" })).toBeVisible();
    await expect(page.getByText("I fix bikes on weekends.")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Approve Pia Newcomer" }).click();
    await expect(page.getByText("No requests waiting")).toBeVisible();

    // Pia is in: the page itself, her role, and the notice in her bell.
    await pia.goto(subgroupPath);
    await expect(pia.getByRole("heading", { level: 1, name: `${word} Repair Cafe` })).toBeVisible();
    await expect(pia.getByText("Member", { exact: true })).toBeVisible();
    await pia.goto("/notifications");
    await expect(pia.getByText(`Your request to join ${word} Repair Cafe was approved`)).toBeVisible();

    // The log keeps the approval.
    await page.goto(`${subgroupPath}?tab=log`);
    await expect(page.getByText("Olga Founder approved Pia Newcomer's request to join")).toBeVisible();
    await piaContext.close();
  });

  test("[COMMUNITIES]: a member reports a post and a moderator removes it, with a reason", async ({
    page,
    browser,
  }) => {
    test.slow();
    const word = token();
    const moderator = await signInAsNewMember(page, { firstName: "Mona", lastName: "Moderator" });
    const request = page.context().request;
    const group = await seedGroup(request, { name: `${word} Allotments`, visibility: "private" });
    await seedMembership(request, { entity: group, userId: moderator.id, role: "moderator" });
    const author = await seedMember(request, { firstName: "Avi", lastName: "Author" });
    await seedMembership(request, { entity: group, userId: author.id });
    await seedPost(request, {
      authorId: author.id,
      target: group,
      content: `${word} cheap watches, click here`,
    });

    // Rui, a member, reports the post from the group's feed.
    const ruiContext = await browser.newContext();
    const rui = await ruiContext.newPage();
    const reader = await signInAsNewMember(rui, { firstName: "Rui", lastName: "Reader" });
    await seedMembership(request, { entity: group, userId: reader.id });
    await rui.goto(`/groups/${group.id}`);
    await rui.getByRole("button", { name: "Report post by Avi Author" }).click();
    await rui.getByLabel("What is wrong with it?").fill("Spam, not about the allotments.");
    await rui.getByRole("button", { name: "Send report" }).click();
    await expect(rui.getByText("Thank you. The moderators will look at it.")).toBeVisible();
    await ruiContext.close();

    // Mona finds it in the queue and removes it with a reason.
    await page.goto(`/groups/${group.id}?tab=reports`);
    await expect(page.getByRole("tab", { name: "Reports (1)" })).toBeVisible();
    await expect(page.getByText("Spam, not about the allotments.")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Remove post by Avi Author" }).click();
    await page.getByLabel("Reason for the removal").fill("Advertising is not allowed here.");
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("The post was removed")).toBeVisible();
    await expect(page.getByText("Nothing to review")).toBeVisible();
    await page.goto(`/groups/${group.id}`);
    await expect(page.getByText(`${word} cheap watches`)).toHaveCount(0);

    // At 390 px the page keeps to the screen, its sections wrapping onto a second row.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/groups/${group.id}?tab=reports`);
    await expect(page.getByText("Nothing to review")).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
