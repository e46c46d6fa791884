import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, userNotificationPreferences, users } from "../../db/schema";
import { addMember, createGroup, createMember } from "../../test/factories";
import { createMailedTestApp, type MailedTestApp } from "../../test/mail";

const ORIGIN = "http://localhost:3000";
let t: MailedTestApp;
beforeAll(async () => {
  t = await createMailedTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const json = { "content-type": "application/json", origin: ORIGIN, "user-agent": "vitest-browser/1.0" };

describe("invitations", () => {
  it("reach someone without an account by mail, wait through their sign-up, and let them into a private group", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olive", lastName: "Ng" });
    const group = await createGroup(t.deps.db, { name: "Night Shelter Team", visibility: "private", owner });
    const sent = await t.as(owner).send(`/api/groups/${group.id}/invitations`, {
      emails: ["Nia.Newcomer@Example.org", "nia.newcomer@example.org"],
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({
      invitations: [{ email: "nia.newcomer@example.org", outcome: "invited" }],
    });
    // Asked again, the address keeps its one open invitation.
    const again = await t
      .as(owner)
      .send(`/api/groups/${group.id}/invitations`, { emails: ["nia.newcomer@example.org"] });
    expect((await again.json()).invitations).toEqual([
      { email: "nia.newcomer@example.org", outcome: "alreadyInvited" },
    ]);

    await t.worker.runDue();
    const link = await t.linkIn("nia.newcomer@example.org", /http:\/\/localhost:3000\/groups\/\d+/);
    expect(link).toBe(`${ORIGIN}/groups/${group.id}`);
    const mail = t.smtp.messages.find((message) => message.text?.includes("Night Shelter Team"));
    expect(mail?.subject).toBe("Olive Ng invited you to join Night Shelter Team on Common Ground");

    // Nia signs up with that address and confirms it.
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        firstName: "Nia",
        lastName: "Newcomer",
        name: "Nia Newcomer",
        email: "nia.newcomer@example.org",
        password: "shelter2026",
        agreedToTerms: true,
        callbackURL: "/auth/callback?type=signup",
      }),
    });
    expect(signUp.status).toBe(200);
    const verify = await t.linkIn(
      "nia.newcomer@example.org",
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/,
    );
    expect((await t.request(verify.replace(ORIGIN, ""), { headers: json })).status).toBe(302);
    await t.worker.runDue();
    const [nia] = await t.deps.db.select().from(users).where(eq(users.email, "nia.newcomer@example.org"));
    if (!nia) throw new Error("Nia has no account");
    const inbox = await t.deps.db
      .select({ type: notifications.type, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, nia.id));
    expect(inbox).toEqual([
      { type: "invitation", message: "Olive Ng invited you to join Night Shelter Team" },
    ]);

    // The group's page offers the invitation; accepting lets her in without an approval.
    const page = (await (await t.as(nia).get(`/api/groups/${group.id}`)).json()).community;
    expect(page).toMatchObject({ restricted: true, invitation: { role: "member" } });
    const { invitations } = await (await t.as(nia).get("/api/invitations")).json();
    expect(invitations).toMatchObject([
      { entity: { type: "group", id: group.id, name: "Night Shelter Team" } },
    ]);
    const accepted = await t.as(nia).send(`/api/invitations/${invitations[0].id}/accept`, {});
    expect(await accepted.json()).toEqual({ joined: { type: "group", id: group.id } });
    expect((await (await t.as(nia).get(`/api/groups/${group.id}`)).json()).community).toMatchObject({
      restricted: false,
      role: "member",
      invitation: null,
    });
    expect((await t.as(nia).send(`/api/invitations/${invitations[0].id}/accept`, {})).status).toBe(403);
  });

  it("tell a member by notification instead of a second mail, and skip those already in", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olive", lastName: "Ng" });
    const group = await createGroup(t.deps.db, { name: "Choir", visibility: "public", owner });
    const [ben, cleo] = [await createMember(t.deps.db, { firstName: "Ben" }), await createMember(t.deps.db)];
    // No quiet hours for Ben: the default ones (22:00 to 08:00) would hold his mail until morning.
    await t.deps.db
      .insert(userNotificationPreferences)
      .values({ userId: ben.id, quietHoursStart: "00:00", quietHoursEnd: "00:00" });
    await addMember(t.deps.db, group, cleo);
    const sent = await t
      .as(owner)
      .send(`/api/groups/${group.id}/invitations`, { emails: [ben.email, cleo.email] });
    expect((await sent.json()).invitations).toEqual([
      { email: ben.email, outcome: "invited" },
      { email: cleo.email, outcome: "alreadyMember" },
    ]);
    const before = t.smtp.messages.length;
    await t.worker.runDue();
    await t.worker.runDue();
    await t.smtp.waitFor(ben.email);
    const inbox = await t.deps.db.select().from(notifications).where(eq(notifications.userId, ben.id));
    expect(inbox.map((row) => row.message)).toEqual(["Olive Ng invited you to join Choir"]);
    // The one mail Ben gets is the notification's own (his settings allow it), not an invitation mail too.
    const toBen = t.smtp.messages.slice(before).filter((mail) => JSON.stringify(mail.to).includes(ben.email));
    expect(toBen.map((mail) => mail.subject)).toEqual(["Olive Ng invited you to join Choir"]);

    const { invitations } = await (await t.as(owner).get(`/api/groups/${group.id}/invitations`)).json();
    expect(invitations).toMatchObject([
      { email: ben.email, invitedBy: { firstName: "Olive" }, can: { revoke: true } },
    ]);
    expect(
      (
        await t
          .as(owner)
          .request(`/api/groups/${group.id}/invitations/${invitations[0].id}`, { method: "DELETE" })
      ).status,
    ).toBe(200);
    expect((await t.as(ben).send(`/api/invitations/${invitations[0].id}/accept`, {})).status).toBe(403);
  });
});
