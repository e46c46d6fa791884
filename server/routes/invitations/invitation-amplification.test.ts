import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptCounters, entityInvitations, invitationOptOuts, notifications } from "../../db/schema";
import {
  INVITED_ADDRESSES_MESSAGE,
  INVITED_ADDRESSES_PER_DAY,
  MEMBER_LIMITS,
} from "../../limits/member-rules";
import { raisedMemberLimits } from "../../test/app";
import { createGroup, createMember } from "../../test/factories";
import { createMailedTestApp, type MailedTestApp } from "../../test/mail";
import { headerLine } from "../../test/smtp";

/**
 * Invitation mail goes to addresses nobody vouched for, with a name the inviter chose in its
 * subject: once per address and entity a week, never to an address that asked for none, and only
 * so many addresses a day (issue 26: revoking and inviting again once mailed one outsider 5 times).
 */

const ORIGIN = "http://localhost:3000";
let t: MailedTestApp;
beforeAll(async () => {
  t = await createMailedTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const mailsTo = (address: string) =>
  t.smtp.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address));

async function invite(owner: { id: string }, groupId: number, emails: string[]) {
  return t.as(owner).send(`/api/groups/${groupId}/invitations`, { emails });
}

async function revokeAll(owner: { id: string }, groupId: number) {
  const { invitations } = await (await t.as(owner).get(`/api/groups/${groupId}/invitations`)).json();
  for (const invitation of invitations as { id: string }[]) {
    const revoked = await t
      .as(owner)
      .request(`/api/groups/${groupId}/invitations/${invitation.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
  }
}

describe("invitation mail", () => {
  it("goes once a week per address and entity, however often the invitation is revoked and sent again", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olive", lastName: "Ng" });
    const group = await createGroup(t.deps.db, { name: "Riverside Choir", owner });
    const other = await createGroup(t.deps.db, { name: "Riverside Garden", owner });
    const address = "outsider.once@example.org";
    for (let i = 0; i < 5; i++) {
      expect((await (await invite(owner, group.id, [address])).json()).invitations).toEqual([
        { email: address, outcome: "invited" },
      ]);
      await t.worker.runDue();
      await revokeAll(owner, group.id);
    }
    await invite(owner, other.id, [address]);
    await t.worker.runDue();
    await t.smtp.waitFor(address);
    await t.worker.runDue();
    expect(mailsTo(address).map((mail) => mail.subject)).toEqual([
      "Olive Ng invited you to join Riverside Choir on Common Ground",
      "Olive Ng invited you to join Riverside Garden on Common Ground",
    ]);

    // A week later the same entity may write again.
    await t.deps.db
      .update(attemptCounters)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(attemptCounters.key, `invitation-mail:group-${group.id}:%`));
    await invite(owner, group.id, [address]);
    await t.worker.runDue();
    await t.worker.runDue();
    expect(mailsTo(address)).toHaveLength(3);
  });

  it("is never sent again to an address that used its one-click link, nor in the app to a member with it", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olive", lastName: "Ng" });
    const group = await createGroup(t.deps.db, { name: "Night Shelter", owner });
    const second = await createGroup(t.deps.db, { name: "Soup Kitchen", owner });
    const address = "no.more@example.org";
    await invite(owner, group.id, [address]);
    await invite(owner, second.id, [address]);
    await t.worker.runDue();
    const mail = await t.smtp.waitFor(address);
    // The header a mail client offers as "Unsubscribe", and the page linked in the text.
    const oneClick = (headerLine(mail, "list-unsubscribe") ?? "").replace(/^<|>$/g, "");
    expect(headerLine(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/invitations/opt-out\\?token=\\S+`));
    expect(new URL(oneClick).pathname).toBe("/api/invitations/opt-out");

    const tampered = await t.request(`${new URL(oneClick).pathname}${new URL(oneClick).search}x`, {
      method: "POST",
    });
    expect(tampered.status).toBe(403);
    const stopped = await t.request(`${new URL(oneClick).pathname}${new URL(oneClick).search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ optedOut: true });

    // The invitations that waited for it are declined on its behalf; no new one is made.
    const waiting = await t.deps.db
      .select({ status: entityInvitations.status })
      .from(entityInvitations)
      .where(eq(entityInvitations.email, address));
    expect(waiting.map((row) => row.status)).toEqual(["declined", "declined"]);
    const third = await createGroup(t.deps.db, { name: "Book Club", owner });
    const again = await invite(owner, third.id, ["No.More@Example.org"]);
    expect((await again.json()).invitations).toEqual([{ email: address, outcome: "optedOut" }]);
    const before = mailsTo(address).length;
    await t.worker.runDue();
    expect(mailsTo(address)).toHaveLength(before);

    // A member whose address opted out hears nothing in the app either.
    const member = await createMember(t.deps.db, { email: "member.optout@example.org" });
    const told = () =>
      t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.type, "invitation")));
    await invite(owner, group.id, [member.email]);
    await t.worker.runDue();
    expect(await told()).toHaveLength(1);
    // Their address opted out (through a mail sent before they joined): invited again, nothing comes.
    await t.deps.db.insert(invitationOptOuts).values({ email: member.email });
    const refused = await invite(owner, second.id, [member.email]);
    expect((await refused.json()).invitations).toEqual([{ email: member.email, outcome: "optedOut" }]);
    await t.worker.runDue();
    expect(await told()).toHaveLength(1);
  });

  it("is not sent, and the invitation is declined, when the address opts out while it is written", async () => {
    const owner = await createMember(t.deps.db, { firstName: "Olive", lastName: "Ng" });
    const group = await createGroup(t.deps.db, { name: "Harbour Rowing", owner });
    const address = "racing.optout@example.org";
    // What the two at once leave: each missed the other's uncommitted row, so the invitation is
    // written and the opt-out declined nothing. The invitation's event has not run yet.
    expect((await (await invite(owner, group.id, [address])).json()).invitations).toEqual([
      { email: address, outcome: "invited" },
    ]);
    await t.deps.db.insert(invitationOptOuts).values({ email: address });
    await t.worker.runDue();
    const statuses = await t.deps.db
      .select({ status: entityInvitations.status })
      .from(entityInvitations)
      .where(eq(entityInvitations.email, address));
    expect(statuses).toEqual([{ status: "declined" }]);
    expect(mailsTo(address)).toHaveLength(0);
  });
});

describe("limits on inviting", () => {
  it(`refuses more than ${INVITED_ADDRESSES_PER_DAY.max} distinct addresses a day, counting an address invited again once`, async () => {
    const limited = await createMailedTestApp(
      { PUBLIC_URL: ORIGIN },
      // Room for the requests themselves: the addresses are what this test counts.
      { memberLimits: raisedMemberLimits(1000) },
    );
    try {
      const owner = await createMember(limited.deps.db);
      const groups = await Promise.all([1, 2, 3].map(() => createGroup(limited.deps.db, { owner })));
      const batch = (n: number) => Array.from({ length: 20 }, (_, i) => `guest-${n}-${i}@example.org`);
      for (let n = 0; n < INVITED_ADDRESSES_PER_DAY.max / 20; n++) {
        const group = groups[n % 3] as { id: number };
        const sent = await limited
          .as(owner)
          .send(`/api/groups/${group.id}/invitations`, { emails: batch(n) });
        expect(sent.status).toBe(201);
      }
      // The same addresses again, to another entity: still within the day's distinct addresses.
      const again = await limited
        .as(owner)
        .send(`/api/groups/${groups[1]?.id}/invitations`, { emails: batch(0) });
      expect(again.status).toBe(201);
      const refused = await limited
        .as(owner)
        .send(`/api/groups/${groups[2]?.id}/invitations`, { emails: ["one.more@example.org"] });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
      expect((await refused.json()).error.message).toBe(INVITED_ADDRESSES_MESSAGE);
      const made = await limited.deps.db
        .select()
        .from(entityInvitations)
        .where(eq(entityInvitations.email, "one.more@example.org"));
      expect(made).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it(`counts invitation forms: ${MEMBER_LIMITS.invitation.windows[0]?.max} an hour`, async () => {
    const owner = await createMember(t.deps.db);
    const group = await createGroup(t.deps.db, { owner });
    const max = MEMBER_LIMITS.invitation.windows[0]?.max ?? 0;
    for (let i = 0; i < max; i++) {
      expect((await invite(owner, group.id, [`form-${i}@example.org`])).status).toBe(201);
    }
    const refused = await invite(owner, group.id, ["form-last@example.org"]);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(MEMBER_LIMITS.invitation.message);
  });
});
