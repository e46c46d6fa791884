import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BETA_SIGNUPS_PAGE_SIZE } from "../../../shared/limits";
import { betaSignups, domainEvents, mailMessages } from "../../db/schema";
import { createMember, type MemberFixture } from "../../test/factories";
import { createMailedTestApp, type MailedTestApp } from "../../test/mail";

const ADMIN_EMAIL = "ops@example.org";
const PUBLIC_URL = "https://ground.example.org";
let t: MailedTestApp;
let admin: MemberFixture;
let member: MemberFixture;

beforeAll(async () => {
  t = await createMailedTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_URL, APP_NAME: "Common Ground" });
  admin = await createMember(t.deps.db, { firstName: "Olu", lastName: "Ops", email: ADMIN_EMAIL });
  member = await createMember(t.deps.db, { firstName: "Mia", lastName: "Member" });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.deps.db.delete(betaSignups);
});

let seeded = 0;
/** A sign-up written straight to the table, `minutesAgo` old (newest first is the list's order). */
async function signup(
  values: Partial<typeof betaSignups.$inferInsert> & { minutesAgo?: number } = {},
): Promise<typeof betaSignups.$inferSelect> {
  seeded += 1;
  const { minutesAgo = seeded, ...rest } = values;
  const [row] = await t.deps.db
    .insert(betaSignups)
    .values({
      name: `Applicant ${seeded}`,
      email: `applicant-${seeded}@example.net`,
      organization: `Organisation ${seeded}`,
      organizationType: "nonprofit",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...rest,
    })
    .returning();
  if (!row) throw new Error("no sign-up");
  return row;
}

const invitationsTo = (email: string) =>
  t.deps.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));

describe("who may use /api/admin/beta-signups", () => {
  it("refuses visitors with 401 and members with 403 on every route, and changes nothing", async () => {
    const row = await signup();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/beta-signups"],
      ["GET", "/api/admin/beta-signups/csv"],
      ["PATCH", `/api/admin/beta-signups/${row.id}`, { note: "Call them." }],
      ["POST", `/api/admin/beta-signups/${row.id}/approve`],
      ["POST", `/api/admin/beta-signups/${row.id}/decline`],
      ["POST", `/api/admin/beta-signups/${row.id}/resend-invitation`],
    ];
    for (const [method, path, body] of routes) {
      const init = {
        method,
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
      expect((await t.request(path, init)).status, `${method} ${path} signed out`).toBe(401);
      const refused = await t.as(member).request(path, init);
      expect(refused.status, `${method} ${path} as a member`).toBe(403);
      expect((await refused.json()).error.message).toBe("Only platform admins manage the beta list.");
    }
    const [after] = await t.deps.db.select().from(betaSignups).where(eq(betaSignups.id, row.id));
    expect(after).toMatchObject({ status: "pending", note: "", invitedAt: null, reviewedBy: null });
    expect(await t.deps.db.select().from(domainEvents).where(eq(domainEvents.subjectId, row.id))).toEqual([]);
  });

  it("serves a platform admin every route", async () => {
    const row = await signup();
    const other = await signup();
    const as = t.as(admin);
    expect((await as.get("/api/admin/beta-signups")).status).toBe(200);
    expect((await as.get("/api/admin/beta-signups/csv")).status).toBe(200);
    expect((await as.send(`/api/admin/beta-signups/${row.id}`, { note: "x" }, "PATCH")).status).toBe(200);
    expect((await as.send(`/api/admin/beta-signups/${other.id}/decline`, {})).status).toBe(200);
    expect((await as.send(`/api/admin/beta-signups/${row.id}/approve`, {})).status).toBe(200);
    // Sent a moment ago: a second invitation waits an hour.
    expect((await as.send(`/api/admin/beta-signups/${row.id}/resend-invitation`, {})).status).toBe(429);
    const missing = crypto.randomUUID();
    expect((await as.send(`/api/admin/beta-signups/${missing}/approve`, {})).status).toBe(404);
    expect((await as.get("/api/admin/beta-signups?status=maybe")).status).toBe(422);
  });
});

describe("GET /api/admin/beta-signups", () => {
  it("searches name, e-mail and organisation without letter case, filters, counts and pages newest first", async () => {
    await signup({ name: "Maya Chen", organization: "Riverside Food Bank", minutesAgo: 1 });
    await signup({ email: "coach@riverside-fc.example", organizationType: "other", minutesAgo: 2 });
    await signup({
      organization: "RIVERSIDE High",
      organizationType: "school",
      status: "approved",
      minutesAgo: 3,
    });
    await signup({ name: "Someone Else", organization: "Lakeside Club", minutesAgo: 4 });
    const as = t.as(admin);

    const found = await (await as.get("/api/admin/beta-signups?q=riverside")).json();
    expect(found.signups.map((s: { organization: string }) => s.organization)).toEqual([
      "Riverside Food Bank",
      expect.any(String),
      "RIVERSIDE High",
    ]);
    expect(found.counts).toEqual({ pending: 2, approved: 1, declined: 0, all: 3 });
    // A LIKE wildcard is a literal character in the search.
    expect((await (await as.get("/api/admin/beta-signups?q=%25%25")).json()).signups).toEqual([]);

    const schools = await (
      await as.get("/api/admin/beta-signups?q=riverside&organizationType=school")
    ).json();
    expect(schools.signups).toHaveLength(1);
    expect(schools.signups[0]).toMatchObject({ organizationType: "school", status: "approved" });
    const pending = await (await as.get("/api/admin/beta-signups?q=riverside&status=pending")).json();
    expect(pending.signups).toHaveLength(2);
    // The counts follow the search and the type, not the status chosen: the filter's tabs show them all.
    expect(pending.counts).toEqual(found.counts);

    await t.deps.db.delete(betaSignups);
    const total = BETA_SIGNUPS_PAGE_SIZE + 3;
    // Two sign-ups of the same instant: the id settles their order, and neither is lost between pages.
    const sameInstant = new Date(Date.now() - 10 * 60_000);
    for (let n = 0; n < total; n++) await signup(n < 2 ? { createdAt: sameInstant } : { minutesAgo: n });
    const first = await (await as.get("/api/admin/beta-signups")).json();
    expect(first.signups).toHaveLength(BETA_SIGNUPS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (await as.get(`/api/admin/beta-signups?cursor=${first.nextCursor}`)).json();
    expect(second.signups).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.signups, ...second.signups].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(total);
    const times = [...first.signups, ...second.signups].map((s: { createdAt: string }) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await as.get("/api/admin/beta-signups?cursor=forged")).status).toBe(422);
  });
});

describe("approving a sign-up", () => {
  it("mails one invitation naming the product, with a sign-up link for the address, however often it is approved", async () => {
    const row = await signup({
      name: "Maya Chen",
      email: "maya+beta@riverside.org",
      organization: "Riverside",
    });
    const as = t.as(admin);
    const first = await as.send(`/api/admin/beta-signups/${row.id}/approve`, {});
    expect(first.status).toBe(200);
    const { signup: approved } = await first.json();
    expect(approved).toMatchObject({
      status: "approved",
      reviewedBy: "Olu Ops",
      invitedAt: expect.any(String),
      can: { approve: false, decline: false, resendInvitation: true },
    });
    expect((await as.send(`/api/admin/beta-signups/${row.id}/approve`, {})).status).toBe(200);
    await t.worker.runDue();
    await t.worker.runDue();
    await t.worker.runDue();

    const recorded = await invitationsTo("maya+beta@riverside.org");
    expect(recorded).toHaveLength(1);
    const mail = await t.smtp.waitFor("maya+beta@riverside.org");
    expect(mail.subject).toBe("You're invited to join Common Ground");
    const link = `${PUBLIC_URL}/register?email=maya%2Bbeta%40riverside.org`;
    expect(mail.text).toContain("Hi Maya Chen,");
    expect(mail.text).toContain("bring Riverside to the Common Ground beta was approved");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(t.smtp.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it("sends the invitation again on request, once an hour at most", async () => {
    const row = await signup({ email: "again@example.net" });
    const as = t.as(admin);
    await as.send(`/api/admin/beta-signups/${row.id}/approve`, {});
    const early = await as.send(`/api/admin/beta-signups/${row.id}/resend-invitation`, {});
    expect(early.status).toBe(429);
    expect((await early.json()).error.message).toContain("less than an hour ago");
    await t.deps.db
      .update(betaSignups)
      .set({ invitedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(betaSignups.id, row.id));
    const again = await as.send(`/api/admin/beta-signups/${row.id}/resend-invitation`, {});
    expect(again.status).toBe(200);
    const { signup: resent } = await again.json();
    expect(Date.parse(resent.resendAvailableAt) - Date.parse(resent.invitedAt)).toBe(3600_000);
    await t.worker.runDue();
    await t.worker.runDue();
    expect(await invitationsTo("again@example.net")).toHaveLength(2);
  });
});

describe("declining and noting a sign-up", () => {
  it("declines without mail; an approved one can no longer be declined, a declined one may still be approved", async () => {
    const row = await signup({ email: "no-thanks@example.net" });
    const as = t.as(admin);
    const declined = await (await as.send(`/api/admin/beta-signups/${row.id}/decline`, {})).json();
    expect(declined.signup).toMatchObject({ status: "declined", reviewedBy: "Olu Ops", invitedAt: null });
    await t.worker.runDue();
    await t.worker.runDue();
    expect(await invitationsTo("no-thanks@example.net")).toEqual([]);
    expect((await as.send(`/api/admin/beta-signups/${row.id}/resend-invitation`, {})).status).toBe(409);

    expect((await as.send(`/api/admin/beta-signups/${row.id}/approve`, {})).status).toBe(200);
    const refused = await as.send(`/api/admin/beta-signups/${row.id}/decline`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain("can no longer be declined");
  });

  it("keeps the admins' note, bounded in length", async () => {
    const row = await signup();
    const as = t.as(admin);
    const saved = await as.send(
      `/api/admin/beta-signups/${row.id}`,
      { note: "  Met them at the fair.\nCall in May. " },
      "PATCH",
    );
    expect((await saved.json()).signup.note).toBe("Met them at the fair.\nCall in May.");
    const long = await as.send(`/api/admin/beta-signups/${row.id}`, { note: "x".repeat(1001) }, "PATCH");
    expect(long.status).toBe(422);
    const list = await (await as.get("/api/admin/beta-signups")).json();
    expect(list.signups[0].note).toBe("Met them at the fair.\nCall in May.");
  });
});

describe("GET /api/admin/beta-signups/csv", () => {
  it("downloads every matching sign-up, commas and quotes kept, formulas escaped", async () => {
    await signup({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "formula@example.net",
      organization: "Smith, Jones & Co",
      organizationType: "business",
      message: 'Line one\nShe said "hello"',
      note: "+1 call back",
      minutesAgo: 1,
    });
    await signup({ name: "@SUM(A1)", organization: "-Minus", organizationType: "school", minutesAgo: 2 });
    await signup({ name: "Lakeside", organizationType: "other", minutesAgo: 3 });
    const response = await t.as(admin).get("/api/admin/beta-signups/csv?organizationType=business");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="beta-signups-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Signed up,Name,Email,Organization,Organization type,Message,Status,Reviewed by,Reviewed at,Invitation sent,Note",
    );
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",formula@example.net,"Smith, Jones & Co",Business,"Line one\nShe said ""hello""",Pending,,,,'+1 call back`,
    );
    expect(text).not.toContain("Lakeside");
    const all = await (await t.as(admin).get("/api/admin/beta-signups/csv")).text();
    expect(all).toContain("'@SUM(A1),");
    expect(all).toContain(",'-Minus,School,");
    expect(all).toContain("Lakeside");
  });

  it("streams lists longer than one batch whole, in the list's order", async () => {
    const total = 520;
    const now = Date.now();
    await t.deps.db.insert(betaSignups).values(
      Array.from({ length: total }, (_, n) => ({
        name: `Bulk ${n}`,
        email: `bulk-${n}@example.net`,
        organization: "Bulk",
        organizationType: "nonprofit",
        createdAt: new Date(now - n * 1000),
      })),
    );
    const text = await (await t.as(admin).get("/api/admin/beta-signups/csv")).text();
    const rows = text.trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(total);
    expect(rows[0]).toContain("Bulk 0,");
    expect(rows.at(-1)).toContain(`Bulk ${total - 1},`);
  });
});
