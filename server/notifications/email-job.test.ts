import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, notifications, userNotificationPreferences } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import { MAIL_JOB } from "../mail/mailer";
import { createMember, type MemberFixture } from "../test/factories";
import { createMailedTestApp, type MailedTestApp } from "../test/mail";
import { headerLine, startSmtpCapture } from "../test/smtp";
import { NOTIFICATION_DIGEST_JOB } from "./digest-job";
import { NOTIFICATION_EMAIL_JOB } from "./record";

const PUBLIC_URL = "https://cg.example.org";
/**
 * The test's days start a week from today, so that what the jobs defer to "tomorrow morning" is
 * still ahead by the database's own clock, which decides when a job is due.
 */
const DAY_ZERO = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 7);
/** Day `day` of the test at `time` (UTC), in milliseconds and as an ISO string. */
const at = (day: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return DAY_ZERO + day * 86_400_000 + (hours * 60 + minutes) * 60_000;
};
const iso = (day: number, time: string) => new Date(at(day, time)).toISOString();
/** The clock the jobs read (quiet hours, the digest's hour); each test sets it. */
let now = at(0, "12:00");
let t: MailedTestApp;

beforeAll(async () => {
  t = await createMailedTestApp({ PUBLIC_URL }, { appDistDir: null, clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

async function postBy(member: MemberFixture, content: string) {
  const response = await t.as(member).send("/api/posts", { content });
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

async function like(member: MemberFixture, postId: string) {
  expect((await t.as(member).send(`/api/posts/${postId}/like`, {}, "PUT")).status).toBeLessThan(300);
}

const mailTo = (member: MemberFixture, messages: ParsedMail[] = t.smtp.messages) =>
  messages.filter((mail) => JSON.stringify(mail.to).includes(member.email));

const inbox = (member: MemberFixture) =>
  t.deps.db
    .select({ id: notifications.id, message: notifications.message, url: notifications.notificationUrl })
    .from(notifications)
    .where(eq(notifications.userId, member.id))
    .orderBy(notifications.createdAt, notifications.id);

async function setPreferences(member: MemberFixture, body: Record<string, unknown>) {
  const response = await t.as(member).send("/api/me/notification-preferences", body, "PATCH");
  expect(response.status).toBe(200);
}

describe("notification e-mails", () => {
  it("sends one mail per notification, with List-Unsubscribe that turns its kind off in one click", async () => {
    now = at(0, "12:00");
    const ana = await createMember(t.deps.db, { firstName: "Ana", lastName: "Diaz" });
    const ben = await createMember(t.deps.db, { firstName: "Ben", lastName: "Okafor" });
    const cleo = await createMember(t.deps.db, { firstName: "Cleo", lastName: "Moreau" });
    const postId = await postBy(ana, "Volunteer day on Saturday");
    await like(ben, postId);
    await t.worker.runDue();

    const [notification] = await inbox(ana);
    const mails = mailTo(ana);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ParsedMail;
    expect(mail.subject).toBe(notification?.message);
    expect(mail.text).toContain(notification?.message);
    expect(mail.text).toContain(`${PUBLIC_URL}${notification?.url}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/profile/settings?tab=notifications`);
    expect(headerLine(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+)>$/.exec(headerLine(mail, "list-unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribe.startsWith(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`)).toBe(true);

    // A GET (a link checker, a client without one-click) changes nothing: it shows the settings.
    const path = unsubscribe.slice(PUBLIC_URL.length);
    const get = await t.request(path);
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe("/profile/settings?tab=notifications");
    // The mail client's one-click POST: no cookie, a form body (RFC 8058).
    const post = await t.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ unsubscribed: { category: "likes" } });
    const [prefs] = await t.deps.db
      .select()
      .from(userNotificationPreferences)
      .where(eq(userNotificationPreferences.userId, ana.id));
    expect(prefs).toMatchObject({ emailLikes: false, emailEnabled: true, emailComments: true });

    // A tampered token is refused and changes nothing.
    const tampered = await t.request(`${path.slice(0, -2)}xx`, { method: "POST" });
    expect(tampered.status).toBe(403);

    await like(cleo, postId);
    await t.worker.runDue();
    expect(await inbox(ana)).toHaveLength(2);
    expect(mailTo(ana)).toHaveLength(1);
    // Comments are still on.
    expect((await t.as(cleo).send(`/api/posts/${postId}/comments`, { content: "Count me in" })).status).toBe(
      201,
    );
    await t.worker.runDue();
    expect(mailTo(ana)).toHaveLength(2);
  });

  it("defers a mail made in quiet hours to the end of the window, then sends it once", async () => {
    // 23:00 UTC: inside the default quiet hours (22:00–08:00, UTC).
    now = at(0, "23:00");
    const dana = await createMember(t.deps.db, { firstName: "Dana", lastName: "Ito" });
    const eli = await createMember(t.deps.db, { firstName: "Eli", lastName: "Park" });
    const postId = await postBy(dana, "Night shift at the food bank");
    await like(eli, postId);
    await t.worker.runDue();
    expect(mailTo(dana)).toHaveLength(0);

    const [notification] = await inbox(dana);
    const deferred = await t.deps.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, NOTIFICATION_EMAIL_JOB),
          eq(jobs.status, "queued"),
          sql`${jobs.payload}->>'notificationId' = ${notification?.id}`,
        ),
      );
    expect(notification).toBeDefined();
    expect(deferred).toHaveLength(1);
    expect(deferred[0]?.runAt.toISOString()).toBe(iso(1, "08:00"));

    // The window's end comes.
    now = at(1, "08:00");
    await t.deps.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, deferred[0]?.id ?? 0));
    await t.worker.runDue();
    await t.worker.runDue();
    const mails = mailTo(dana);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(notification?.message);
  });

  it("delivers every mail exactly once when the SMTP server was down while they were made", async () => {
    now = at(0, "12:00");
    const fay = await createMember(t.deps.db, { firstName: "Fay", lastName: "Ruiz" });
    const fans = await Promise.all(
      ["Gus", "Hana", "Ivo"].map((firstName) => createMember(t.deps.db, { firstName, lastName: "Fan" })),
    );
    const postId = await postBy(fay, "New garden beds");
    const port = Number(new URL(t.smtp.url).port);
    await t.smtp.close();
    for (const fan of fans) await like(fan, postId);
    await t.worker.runDue();
    const failed = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, "queued"), sql`${jobs.attempts} >= 1`));
    expect(failed.length).toBeGreaterThanOrEqual(3);

    const restarted = await startSmtpCapture(port);
    try {
      // Time passes: the retries are due.
      await t.deps.db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, "queued")));
      await t.worker.runDue();
      await t.worker.runDue();
      const mails = mailTo(fay, restarted.messages);
      expect(mails).toHaveLength(3);
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(3);
      expect(mailTo(fay)).toHaveLength(0);
    } finally {
      // The app's own capture is closed already; this one takes its place for the later tests.
      t.smtp = restarted;
    }
  });

  it("gathers the daily digest: one mail with every notification since the last, none twice", async () => {
    now = at(0, "12:00");
    const gia = await createMember(t.deps.db, { firstName: "Gia", lastName: "Long" });
    const likers = await Promise.all(
      ["Ida", "Jo", "Kai", "Lea", "Max"].map((firstName) =>
        createMember(t.deps.db, { firstName, lastName: "Lee" }),
      ),
    );
    const [early, ...rest] = likers as [MemberFixture, ...MemberFixture[]];
    const postId = await postBy(gia, "Harvest report");
    // Still one mail per notification: this one goes at once, and so never in a digest.
    await like(early, postId);
    await t.worker.runDue();
    expect(mailTo(gia)).toHaveLength(1);
    const [mailedAlready] = await inbox(gia);

    await setPreferences(gia, {
      emailRhythm: "daily",
      digestHour: 8,
      timezone: "UTC",
      quietHoursStart: "00:00",
      quietHoursEnd: "00:00",
    });
    // The switch is stamped by the database's clock; the test's days run a week ahead of it, so
    // the switch is set to the test's "now", as it would read on a server whose clocks agree.
    await t.deps.db
      .update(userNotificationPreferences)
      .set({ lastDigestAt: new Date(now) })
      .where(eq(userNotificationPreferences.userId, gia.id));
    for (const liker of rest.slice(0, 3)) await like(liker, postId);
    await t.worker.runDue();
    // Daily: nothing goes on its own.
    expect(mailTo(gia)).toHaveLength(1);

    const digest = async (when: string) => {
      now = Date.parse(when);
      await enqueueJob(t.deps.db, NOTIFICATION_DIGEST_JOB, {});
      await t.worker.runDue();
      await t.worker.runDue();
    };
    // Before the digest's hour: nothing.
    await digest(iso(1, "07:50"));
    expect(mailTo(gia)).toHaveLength(1);
    await digest(iso(1, "08:05"));
    const first = mailTo(gia).slice(1);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe("Your Common Ground digest: 3 new notifications");
    const messages = (await inbox(gia)).slice(1).map((row) => row.message);
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(first[0]?.text).toContain(message);
    expect(first[0]?.text).not.toContain(mailedAlready?.message);
    expect(headerLine(first[0] as ParsedMail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Later the same day: no second digest, even with a new notification.
    await like(rest[3] as MemberFixture, postId);
    await t.worker.runDue();
    await digest(iso(1, "12:00"));
    expect(mailTo(gia)).toHaveLength(2);

    // The next day's digest has the fifth only.
    await digest(iso(2, "08:05"));
    const mails = mailTo(gia);
    expect(mails).toHaveLength(3);
    const fifth = (await inbox(gia)).at(-1)?.message ?? "";
    expect(mails[2]?.subject).toBe("Your Common Ground digest: 1 new notification");
    expect(mails[2]?.text).toContain(fifth);
    for (const message of messages) expect(mails[2]?.text).not.toContain(message);

    // A notification whose transaction began before that digest but committed after it: its
    // created_at (the transaction's start) is older than everything mailed, and it still comes.
    await t.deps.db.insert(notifications).values({
      userId: gia.id,
      type: "comment",
      message: "Late Lee commented on your post",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    await digest(iso(3, "08:05"));
    const late = mailTo(gia);
    expect(late).toHaveLength(4);
    expect(late[3]?.subject).toBe("Your Common Ground digest: 1 new notification");
    expect(late[3]?.text).toContain("Late Lee commented on your post");

    // Nothing new: no digest the day after.
    await digest(iso(4, "08:05"));
    expect(mailTo(gia)).toHaveLength(4);
  });
});
