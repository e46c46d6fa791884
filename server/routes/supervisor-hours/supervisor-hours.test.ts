import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWorker } from "../../background";
import { SUPERVISOR_MESSAGES } from "../../commands/volunteering/supervisor-links";
import {
  hourLogChanges,
  hourLogSupervisorLinks,
  mailMessages,
  notifications,
  volunteerHourLogs,
} from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
let supervisors = 0;

/** Logs 150 minutes for an outside food bank; the supervisor's address is new each time. */
async function logOutside(member: MemberFixture) {
  const supervisor = `sam${++supervisors}@riverside.example`;
  const response = await t.as(member).send("/api/me/hours", {
    workDate: daysAgo(4),
    minutes: 150,
    description: "Sorted donations.",
    organisation: { kind: "outside", name: "Riverside Food Bank", supervisorEmail: supervisor },
  });
  expect(response.status).toBe(201);
  const { log } = (await response.json()) as { log: { id: string } };
  return { logId: log.id, supervisor };
}

/** The links mailed to an address, newest first: the secret is in the fragment. */
async function mailedTokens(to: string) {
  const mails = await t.deps.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, to))
    .orderBy(desc(mailMessages.createdAt));
  return mails.map((mail) => {
    const match = /http:\/\/localhost:3000\/hours\/confirm#token=([\w-]+)/.exec(mail.textBody);
    if (!match?.[1]) throw new Error(`no link in ${mail.textBody}`);
    return { token: match[1], mail };
  });
}

/** A supervisor's browser: no session, our own Origin. */
const post = (path: string, body: unknown) =>
  t.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
const lookup = (token: string) => post("/api/supervisor-hours/lookup", { token });
const answer = (token: string, decision: string, note = "") =>
  post("/api/supervisor-hours", { token, decision, note });
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe("an outside supervisor verifies hours without an account (issue 29)", () => {
  it("mails a one-time link that shows the hours, records the answer in the supervisor's name and tells the member", async () => {
    const ada = await createMember(t.deps.db, { firstName: "Ada", lastName: "Lovelace" });
    const { logId, supervisor } = await logOutside(ada);
    const [sent] = await mailedTokens(supervisor);
    if (!sent) throw new Error("no mail");
    expect(sent.mail.subject).toBe("Ada Lovelace asks you to verify 2 h 30 min of volunteering");
    expect(sent.mail.textBody).toContain("for Riverside Food Bank");
    expect(sent.mail.textBody).toContain("What they did: Sorted donations.");

    const shown = await lookup(sent.token);
    expect(shown.status).toBe(200);
    const { request } = await shown.json();
    expect(request).toMatchObject({
      volunteer: "Ada Lovelace",
      organisation: "Riverside Food Bank",
      minutes: 150,
      workDate: daysAgo(4),
      description: "Sorted donations.",
    });
    expect(JSON.stringify(request)).not.toContain(ada.email);

    const decided = await answer(sent.token, "verified", "Ada was a great help.");
    expect(decided.status).toBe(200);
    expect(await decided.json()).toEqual({ status: "verified" });
    const [log] = await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, logId));
    expect(log).toMatchObject({
      status: "verified",
      decidedBy: null,
      decidedByLabel: supervisor,
      decisionNote: "Ada was a great help.",
    });
    const history = await t.deps.db.select().from(hourLogChanges).where(eq(hourLogChanges.logId, logId));
    expect(history.map((line) => [line.change, line.actorLabel])).toEqual([
      ["logged", null],
      ["verified", supervisor],
    ]);
    // The link answers once.
    const again = await answer(sent.token, "declined");
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(SUPERVISOR_MESSAGES.answered);
    expect((await lookup(sent.token)).status).toBe(409);

    await createBackgroundWorker({
      config: t.deps.config,
      database: t.deps.database,
      logger: t.deps.logger,
      transport: null,
    }).runDue();
    const inbox = await t.deps.db.select().from(notifications).where(eq(notifications.userId, ada.id));
    expect(inbox.map((row) => [row.type, row.message])).toEqual([
      [
        "hours_verified",
        "Your supervisor at Riverside Food Bank verified 2 h 30 min of your volunteer hours: Ada was a great help.",
      ],
    ]);
  });

  it("refuses an unknown link, an expired one and one whose hours were withdrawn", async () => {
    const ben = await createMember(t.deps.db);
    expect((await lookup("x".repeat(43))).status).toBe(404);
    const expired = await logOutside(ben);
    await t.deps.db
      .update(hourLogSupervisorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(hourLogSupervisorLinks.logId, expired.logId));
    const [old] = await mailedTokens(expired.supervisor);
    const late = await answer(old?.token ?? "", "verified");
    expect(late.status).toBe(410);
    expect(await messageOf(late)).toBe(SUPERVISOR_MESSAGES.expired);

    const withdrawn = await logOutside(ben);
    await t.as(ben).send(`/api/me/hours/${withdrawn.logId}/withdrawal`, {});
    const [link] = await mailedTokens(withdrawn.supervisor);
    expect((await answer(link?.token ?? "", "verified")).status).toBe(409);
    const [log] = await t.deps.db
      .select()
      .from(volunteerHourLogs)
      .where(eq(volunteerHourLogs.id, withdrawn.logId));
    expect(log?.status).toBe("withdrawn");
  });

  it("lets the member send a new link once every 3 days, for their own pending outside hours only", async () => {
    const cy = await createMember(t.deps.db);
    const other = await createMember(t.deps.db);
    const { logId, supervisor } = await logOutside(cy);
    const path = `/api/me/hours/${logId}/supervisor-link`;
    const early = await t.as(cy).send(path, {});
    expect(early.status).toBe(429);
    expect(await messageOf(early)).toMatch(
      /^You can send your supervisor a new link on \d{1,2} \w+ \d{4}\.$/,
    );
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(3 * 86_400 - 60);
    expect((await t.as(other).send(path, {})).status).toBe(404);

    await t.deps.db
      .update(hourLogSupervisorLinks)
      .set({ sentAt: new Date(Date.now() - 3 * 86_400_000 - 1000) })
      .where(eq(hourLogSupervisorLinks.logId, logId));
    expect((await t.as(cy).send(path, {})).status).toBe(204);
    const links = await mailedTokens(supervisor);
    expect(links).toHaveLength(2);
    expect((await answer(links[0]?.token ?? "", "declined", "Not on my team.")).status).toBe(200);
    const [log] = await t.deps.db.select().from(volunteerHourLogs).where(eq(volunteerHourLogs.id, logId));
    expect(log?.status).toBe("declined");
    const late = await t.as(cy).send(path, {});
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(SUPERVISOR_MESSAGES.notPending);
  });
});
