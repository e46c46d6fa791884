import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTranscriptCode } from "../../../shared/volunteering";
import { TRANSCRIPT_MESSAGES } from "../../commands/volunteering/transcripts";
import { volunteerHourLogs } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { createEvent, createGroup, createMember, type MemberFixture } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000" });
});
afterAll(async () => {
  await t?.close();
});

const visitorGet = (path: string) => t.request(path);

async function log(member: MemberFixture, values: Partial<typeof volunteerHourLogs.$inferInsert>) {
  const [row] = await t.deps.db
    .insert(volunteerHourLogs)
    .values({
      userId: member.id,
      source: "self",
      workDate: "2026-03-10",
      minutes: 60,
      status: "verified",
      decidedAt: new Date("2026-03-12T10:00:00Z"),
      ...values,
    })
    .returning({ id: volunteerHourLogs.id });
  return row?.id as string;
}

/** Ada's school year: three verified logs in it, one pending, one verified the year before. */
async function schoolYear() {
  const ada = await createMember(t.deps.db, { firstName: "Ada", lastName: "Byron" });
  const hana = await createMember(t.deps.db, { firstName: "Hana", lastName: "Host" });
  const club = await createGroup(t.deps.db, { name: "Key Club" });
  const event = await createEvent(t.deps.db, { name: "Beach Clean-up" });
  const logs = {
    club: await log(ada, { groupId: club.id, minutes: 90, workDate: "2025-10-04", decidedBy: hana.id }),
    beach: await log(ada, {
      eventId: event.id,
      groupId: club.id,
      source: "attendance",
      shiftName: "Morning crew",
      minutes: 120,
      workDate: "2026-04-18",
      decidedBy: hana.id,
    }),
    outside: await log(ada, {
      outsideOrganisation: '=HYPERLINK("http://evil.example")',
      supervisorEmail: "sam@riverside.example",
      decidedByLabel: "sam@riverside.example",
      minutes: 45,
      workDate: "2026-05-02",
    }),
  };
  await log(ada, { groupId: club.id, status: "pending", minutes: 600, workDate: "2026-02-01" });
  await log(ada, { groupId: club.id, minutes: 300, workDate: "2025-06-01" });
  const issued = await t.as(ada).send("/api/me/transcripts", { from: "2025-09-01", to: "2026-05-31" });
  expect(issued.status).toBe(201);
  const { transcript } = await issued.json();
  return {
    ada,
    hana,
    logs,
    transcript: transcript as { code: string; totalMinutes: number; logCount: number },
  };
}

describe("transcripts anyone can check (issue 29)", () => {
  it("issues a transcript of the verified hours of a period and downloads it as CSV and PDF with its code", async () => {
    const { ada, transcript } = await schoolYear();
    expect(transcript).toMatchObject({ totalMinutes: 255, logCount: 3 });
    expect(transcript.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    const csv = await t.as(ada).get(`/api/me/transcripts/${transcript.code}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const sheet = await csv.text();
    expect(sheet).toContain("Name,Ada Byron");
    expect(sheet).toContain(`Code,${formatTranscriptCode(transcript.code)}`);
    expect(sheet).toContain(`Verify at,http://localhost:3000/transcripts/${transcript.code}`);
    expect(sheet).toContain("2026-04-18,Key Club,Beach Clean-up,Morning crew,2,120,Hana Host,2026-03-12");
    expect(sheet).toContain("Supervisor s***@riverside.example");
    // A cell a spreadsheet would run is written as text.
    expect(sheet).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(sheet).toContain("Key Club,3.5,210");
    expect(sheet).toContain("Total,4.25,255");
    expect(sheet).not.toContain("600");

    const pdf = await t.as(ada).get(`/api/me/transcripts/${transcript.code}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(document, { mergePages: true });
    // A cell's words may wrap onto a second line.
    const pages = text.replace(/\s+/g, " ");
    for (const words of [
      "Volunteer hours transcript",
      "Name: Ada Byron",
      `Code: ${formatTranscriptCode(transcript.code)}`,
      `http://localhost:3000/transcripts/${transcript.code}`,
      "Key Club",
      "Beach Clean-up · Morning crew",
      "Hana Host, 12 Mar 2026",
      "3 h 30 min",
      "4 h 15 min",
    ]) {
      expect(pages).toContain(words);
    }
    expect(pages).not.toContain("10 h");
  });

  it("shows anyone the transcript as issued, by its code in any case, and which logs changed since", async () => {
    const { ada, hana, logs, transcript } = await schoolYear();
    const typed = formatTranscriptCode(transcript.code).toLowerCase();
    const checked = await visitorGet(`/api/transcripts/${typed}`);
    expect(checked.status).toBe(200);
    const first = (await checked.json()).transcript;
    expect(first).toMatchObject({
      memberName: "Ada Byron",
      periodFrom: "2025-09-01",
      periodTo: "2026-05-31",
      totalMinutes: 255,
      changedCount: 0,
      byOrganisation: [
        { name: "Key Club", minutes: 210 },
        { name: '=HYPERLINK("http://evil.example")', minutes: 45 },
      ],
    });
    expect(first.entries.map((entry: { minutes: number }) => entry.minutes)).toEqual([90, 120, 45]);
    expect(JSON.stringify(first)).not.toContain(ada.email);
    expect(JSON.stringify(first)).not.toContain("sam@riverside.example");

    await t.deps.db
      .update(volunteerHourLogs)
      .set({ status: "declined", decidedBy: hana.id })
      .where(eq(volunteerHourLogs.id, logs.beach));
    await t.deps.db
      .update(volunteerHourLogs)
      .set({ minutes: 50 })
      .where(eq(volunteerHourLogs.id, logs.outside));
    const later = (await (await visitorGet(`/api/transcripts/${transcript.code}`)).json()).transcript;
    // As issued: the same totals; each changed log says how.
    expect(later.totalMinutes).toBe(255);
    expect(later.changedCount).toBe(2);
    expect(later.entries.map((entry: { change: string | null }) => entry.change)).toEqual([
      null,
      "declined",
      "edited",
    ]);
  });

  it("downloads a transcript only for its member, refuses an empty period and an unknown code", async () => {
    const { transcript } = await schoolYear();
    const other = await createMember(t.deps.db);
    expect((await t.as(other).get(`/api/me/transcripts/${transcript.code}/pdf`)).status).toBe(404);
    expect((await visitorGet(`/api/me/transcripts/${transcript.code}/csv`)).status).toBe(401);
    expect((await visitorGet("/api/transcripts/ZZZZZ-ZZZZZ")).status).toBe(404);
    const empty = await t.as(other).send("/api/me/transcripts", { from: "2026-01-01", to: "2026-02-01" });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toBe(TRANSCRIPT_MESSAGES.none);
  });
});

describe("a transcript's PDF and a reader who goes away (issue 29)", () => {
  it("stops drawing when the reader hangs up mid-download, and the server answers on", async () => {
    const ada = await createMember(t.deps.db, { firstName: "Ada", lastName: "Leaving" });
    const group = await createGroup(t.deps.db, { name: "Long Club" });
    // The most a transcript lists, several a day: long enough to draw that the reader leaves first.
    await t.deps.db.execute(sql`
      insert into volunteer_hour_logs (user_id, source, work_date, minutes, status, group_id, decided_at)
      select ${ada.id}, 'self', date '2025-01-01' + (n / 6), 60, 'verified', ${group.id}, now()
      from generate_series(0, 1999) as n`);
    const issued = await t.as(ada).send("/api/me/transcripts", { from: "2025-01-01", to: "2026-02-28" });
    const { transcript } = await issued.json();
    // Over a real socket, as the server runs: the reader takes the first bytes and hangs up.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const cookie = await t.as(ada).cookie();
    const thrown: unknown[] = [];
    const record = (error: unknown) => thrown.push(error);
    process.on("uncaughtException", record);
    try {
      await new Promise<void>((resolve, reject) => {
        const request = get(
          {
            host: "127.0.0.1",
            port,
            path: `/api/me/transcripts/${transcript.code}/pdf`,
            headers: { cookie, host: "localhost:3000" },
          },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once("data", () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on("error", () => undefined);
        setTimeout(() => reject(new Error("no bytes came")), 10_000);
      });
      // The drawing's next turns find nobody to write to; nothing is thrown from them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(thrown).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
      await new Promise((resolve) => server.close(resolve));
    }
    const again = await t.as(ada).get(`/api/me/transcripts/${transcript.code}/csv`);
    expect(again.status).toBe(200);
    expect((await again.text()).split("\r\n").filter((line) => /^202[56]-/.test(line)).length).toBe(2000);
  });
});
