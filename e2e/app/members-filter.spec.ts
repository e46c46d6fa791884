import { horizontalOverflow } from "../axe";
import { expect, test } from "../fixtures";
import { seedGroup, seedMember, seedMembership, signInAsNewMember } from "../seed";

test.describe("[MEMBERS]: the directory by organisation", () => {
  for (const width of [1280, 390]) {
    test(`narrows to one of the member's organisations and searches within it at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const word = `Q${Math.random().toString(36).slice(2, 7)}`;
      const me = await signInAsNewMember(page, { firstName: "Mia", lastName: "Member" });
      const request = page.context().request;
      const group = await seedGroup(request, { name: `${word} Garden Club` });
      await seedMembership(request, { entity: group, userId: me.id });
      for (const firstName of ["Rosa", "Ravi"]) {
        const member = await seedMember(request, { firstName, lastName: word });
        await seedMembership(request, { entity: group, userId: member.id });
      }
      await seedMember(request, { firstName: "Olga", lastName: word });

      await page.goto("/members");
      await page.getByLabel("Search members by name").fill(word);
      const list = page.getByRole("list", { name: "Members" });
      await expect(list.getByRole("listitem")).toHaveCount(3);

      await page.getByLabel("Organisation").selectOption({ label: `${word} Garden Club` });
      await expect(page).toHaveURL(new RegExp(`organisation=group-${group.id}`));
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(list).not.toContainText("Olga");
      await page.getByLabel("Search members by name").fill(`Rosa ${word}`);
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText("Rosa");
      expect(await horizontalOverflow(page)).toBe(0);

      // The filter is in the address: a reload keeps it.
      await page.getByLabel("Search members by name").fill("");
      await page.reload();
      await expect(page.getByLabel("Organisation")).toHaveValue(`group-${group.id}`);
      await expect(list.getByRole("listitem")).toHaveCount(2);
    });
  }
});
