import { getTableName, isTable, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";
import * as schema from "./schema";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const allTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));

/** Reads rows of a table back through a plain SQL query, independent of Drizzle's mapping. */
async function count(table: PgTable): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from ${table}`);
  return Number((result.rows[0] as { n: number }).n);
}

describe(`schema on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("round-trips a row through every table", async () => {
    const { db } = handle;
    const [user] = await db
      .insert(schema.users)
      .values({ email: "ada@example.org", name: "Ada" })
      .returning();
    const [other] = await db.insert(schema.users).values({ email: "grace@example.org" }).returning();
    if (!user || !other) throw new Error("users not inserted");
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);

    await db
      .insert(schema.sessions)
      .values({ userId: user.id, token: "t1", expiresAt: new Date(Date.now() + 60_000) });
    await db
      .insert(schema.accounts)
      .values({ userId: user.id, accountId: user.id, providerId: "credential", password: "hash" });
    await db.insert(schema.verifications).values({ identifier: "reset", value: "v", expiresAt: new Date() });
    await db.insert(schema.attemptCounters).values({
      key: "sign-in:client:1.2.3.4",
      count: 1,
      startedAt: new Date(),
      lastAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(schema.profiles)
      .values({ userId: user.id, firstName: "Ada", lastName: "Lovelace", email: user.email });
    await db.insert(schema.userAgreements).values({
      userId: user.id,
      agreedTermsVersion: "1.0",
      agreedPrivacyVersion: "1.0",
      ipAddress: "127.0.0.1",
      userAgent: "test",
    });
    await db.insert(schema.userOnboarding).values({ userId: user.id });
    await db.insert(schema.pendingAgreements).values({
      userId: user.id,
      email: user.email,
      agreedTermsVersion: "1.0",
      agreedPrivacyVersion: "1.0",
    });
    await db.insert(schema.userPushTokens).values({ userId: user.id, deviceId: "https://push.example/1" });

    const [group] = await db
      .insert(schema.groups)
      .values({ name: "Riverside Cleanup", createdBy: user.id })
      .returning();
    if (!group) throw new Error("group not inserted");
    expect(group.groupId).toBeTypeOf("number");
    const [subgroup] = await db
      .insert(schema.groups)
      .values({ name: "Kayak team", parentGroupId: group.groupId })
      .returning();
    await db.insert(schema.groupMemberships).values({ uid: user.id, groupId: group.groupId, role: "owner" });
    const [partnership] = await db.insert(schema.partnerships).values({ name: "Food Alliance" }).returning();
    if (!partnership || !subgroup) throw new Error("entities not inserted");
    await db
      .insert(schema.partnershipMemberships)
      .values({ userId: user.id, partnershipId: partnership.partnershipId });
    await db
      .insert(schema.partnershipPartners)
      .values({ partnershipId: partnership.partnershipId, groupId: group.groupId, requestedBy: user.id });

    const [series] = await db
      .insert(schema.eventSeries)
      .values({ frequency: "weekly", occurrenceCount: 4, createdBy: user.id })
      .returning();
    const [event] = await db
      .insert(schema.events)
      .values({
        eventName: "Spring cleanup",
        hostUserId: user.id,
        groupId: group.groupId,
        seriesId: series?.seriesId,
        startDate: new Date("2026-04-01T09:00:00Z"),
        registrationSettings: { volunteers: { enabled: true, passcode: "1234" } },
      })
      .returning();
    if (!event) throw new Error("event not inserted");
    expect(event.registrationSettings.volunteers?.passcode).toBe("1234");
    await db
      .insert(schema.eventMemberships)
      .values({ userId: user.id, eventId: event.eventId, role: "admin" });
    const [team] = await db
      .insert(schema.eventSubgroups)
      .values({ eventId: event.eventId, name: "Team A" })
      .returning();
    if (!team) throw new Error("event subgroup not inserted");
    await db.insert(schema.eventSubgroupMembers).values({ subgroupId: team.subgroupId, userId: other.id });
    await db.insert(schema.eventRegistrations).values({
      eventId: event.eventId,
      userId: other.id,
      registrationType: "volunteer",
      registrantGroupId: group.groupId,
    });
    const [shift] = await db
      .insert(schema.eventVolunteerShifts)
      .values({
        eventId: event.eventId,
        shiftName: "Morning",
        startTime: new Date("2026-04-01T09:00:00Z"),
        endTime: new Date("2026-04-01T12:00:00Z"),
        volunteersNeeded: 5,
      })
      .returning();
    if (!shift) throw new Error("shift not inserted");
    await db.insert(schema.shiftAssignments).values({ shiftId: shift.shiftId, userId: other.id });
    await db.insert(schema.shiftWaitlist).values({ shiftId: shift.shiftId, userId: user.id });
    await db.insert(schema.eventRemindersSent).values({
      eventId: event.eventId,
      userId: other.id,
      kind: "day",
      startDate: new Date("2026-04-01T09:00:00Z"),
    });
    await db
      .insert(schema.calendarFeeds)
      .values({ userId: other.id, tokenHash: "hash", tokenSealed: "v1.a.b.c" });
    await db.insert(schema.eventWaitlist).values({
      eventId: event.eventId,
      userId: user.id,
      registrationType: "attendee",
      registrantPartnershipId: null,
    });

    await db.insert(schema.linkPreviews).values({ url: "https://example.org/", title: "Example" });
    const [post] = await db
      .insert(schema.posts)
      .values({
        authorId: user.id,
        content: "Hello @Grace",
        targetType: "group",
        groupId: group.groupId,
        linkUrl: "https://example.org/",
      })
      .returning();
    if (!post) throw new Error("post not inserted");
    const [comment] = await db
      .insert(schema.comments)
      .values({ postId: post.id, authorId: other.id, content: "Hi!" })
      .returning();
    if (!comment) throw new Error("comment not inserted");
    await db.insert(schema.postLikes).values({ postId: post.id, userId: other.id });
    await db.insert(schema.mentions).values({ postId: post.id, mentionedUserId: other.id });
    await db
      .insert(schema.connections)
      .values({ requesterId: user.id, addresseeId: other.id, status: "accepted" });
    await db.insert(schema.notifications).values({
      userId: other.id,
      type: "mention",
      message: "Ada mentioned you",
      activityPostId: post.id,
      entityId: `group-${group.groupId}`,
    });
    await db.insert(schema.userNotificationPreferences).values({ userId: other.id });
    await db.insert(schema.invitationOptOuts).values({ email: "no.more@example.org" });
    await db.insert(schema.sentOnce).values({ key: `mention:${post.id}:post:${other.id}`, postId: post.id });

    const [log] = await db
      .insert(schema.volunteerHourLogs)
      .values({
        userId: other.id,
        source: "attendance",
        workDate: "2026-04-01",
        minutes: 210,
        eventId: event.eventId,
        shiftId: shift.shiftId,
        shiftName: shift.shiftName,
      })
      .returning();
    expect(log?.minutes).toBe(210);
    if (!log) throw new Error("log not inserted");
    await db.insert(schema.hourLogChanges).values({
      logId: log.id,
      actorId: user.id,
      change: "recorded",
      fields: { minutes: [null, 210] },
    });
    await db.insert(schema.hourLogSupervisorLinks).values({
      logId: log.id,
      tokenHash: "a-supervisor-link-hash",
      email: "sam@riverside.example",
      expiresAt: new Date("2026-05-01T00:00:00Z"),
    });
    await db.insert(schema.hourTranscripts).values({
      code: "K7M2Q9XP4T",
      userId: other.id,
      memberName: "Sweep Member",
      periodFrom: "2026-04-01",
      periodTo: "2026-04-30",
      totalMinutes: 210,
      entries: [
        {
          logId: log.id,
          workDate: "2026-04-01",
          organisation: "Key Club",
          event: null,
          shift: null,
          minutes: 210,
          verifiedBy: "Hana Host",
          verifiedAt: null,
        },
      ],
    });
    const [requirement] = await db
      .insert(schema.hourRequirements)
      .values({
        groupId: group.groupId,
        title: "Service-learning diploma",
        requiredMinutes: 2400,
        periodFrom: "2026-09-01",
        periodTo: "2027-05-31",
        kinds: ["attendance", "outside"],
      })
      .returning();
    expect(requirement?.kinds).toEqual(["attendance", "outside"]);
    await db.insert(schema.hourShares).values({ userId: other.id, groupId: group.groupId });
    await db.insert(schema.eventCheckInCodes).values({ eventId: event.eventId, code: "a-check-in-code" });
    await db
      .insert(schema.eventKiosks)
      .values({ eventId: event.eventId, tokenHash: "0".repeat(64), startedBy: user.id });
    await db.insert(schema.awards).values({
      recipientId: other.id,
      awardedBy: user.id,
      title: "Star",
      citation: "For every Saturday this year",
      groupId: group.groupId,
    });
    await db.insert(schema.volunteerValueRates).values({
      groupId: group.groupId,
      centsPerHour: 3479,
      dataYear: 2024,
      source: "Independent Sector",
      createdBy: user.id,
    });
    await db
      .insert(schema.pointEvents)
      .values({ userId: user.id, points: 5, reason: "post", sourceId: post.id, groupId: group.groupId });
    const [workspacePage] = await db
      .insert(schema.workspacePages)
      .values({
        entityType: "group",
        entityId: group.groupId,
        title: "Plan",
        ydocState: new Uint8Array([1, 2, 3]),
      })
      .returning();
    if (!workspacePage) throw new Error("page not inserted");
    const [update] = await db
      .insert(schema.workspaceUpdates)
      .values({ pageId: workspacePage.id, data: new Uint8Array([4, 5]), userId: user.id })
      .returning();
    expect(Array.from(update?.data ?? [])).toEqual([4, 5]);
    await db.insert(schema.workspacePageEdits).values({ pageId: workspacePage.id, userId: user.id });
    await db
      .insert(schema.workspacePresenceClients)
      .values({ pageId: workspacePage.id, clientId: 4_000_000_000, userId: user.id });
    await db.insert(schema.workspaceSettings).values({ entityType: "group", entityId: group.groupId });
    await db.insert(schema.entityInvitations).values({
      entityType: "group",
      entityId: group.groupId,
      email: "new.person@example.org",
      invitedBy: user.id,
    });
    await db.insert(schema.contentReports).values({
      entityType: "group",
      entityId: group.groupId,
      postId: post.id,
      reporterId: other.id,
      reason: "Spam",
    });
    await db.insert(schema.moderationLog).values({
      entityType: "group",
      entityId: group.groupId,
      actorId: user.id,
      action: "role.changed",
      subjectUserId: other.id,
      details: { fromRole: "member", toRole: "moderator" },
    });
    await db
      .insert(schema.storageBuckets)
      .values({ id: "documents", fileSizeLimit: 100, allowedMimeTypes: ["text/*"] });
    await db.insert(schema.files).values({
      bucketId: "documents",
      objectKey: "group/1/plan.txt",
      fileName: "plan.txt",
      contentType: "text/plain",
      sizeBytes: 12,
      entityType: "group",
      entityId: group.groupId,
    });
    await db
      .insert(schema.betaSignups)
      .values({ name: "Ada", email: "ada@example.org", organization: "Org", organizationType: "school" });
    await db.insert(schema.jobs).values({ kind: "mail", payload: { to: "ada@example.org" } });
    await db
      .insert(schema.jobSchedules)
      .values({ name: "prune", kind: "maintenance.prune", everySeconds: 86_400, nextRunAt: new Date() });
    await db.insert(schema.postBlueskyCopies).values({
      postId: post.id,
      userId: user.id,
      status: "published",
      uri: "at://did:plc:x/app.bsky.feed.post/1",
    });
    await db
      .insert(schema.postRequests)
      .values({ authorId: user.id, requestId: crypto.randomUUID(), postId: post.id });
    await db
      .insert(schema.domainEvents)
      .values({ type: "post.created", subjectType: "post", subjectId: post.id, actorId: user.id });
    await db
      .insert(schema.mailMessages)
      .values({ toAddress: "ada@example.org", subject: "Hi", textBody: "Hello" });

    for (const table of allTables) {
      expect(await count(table), getTableName(table)).toBeGreaterThan(0);
    }

    const [page] = await db.select().from(schema.workspacePages);
    expect(Array.from(page?.ydocState ?? [])).toEqual([1, 2, 3]);
    const [prefs] = await db.select().from(schema.userNotificationPreferences);
    expect(prefs).toMatchObject({ emailEnabled: true, pushLikes: true, timezone: "UTC" });
    expect(prefs?.quietHoursStart.startsWith("22:00")).toBe(true);
  });

  it("allows one membership per member and group", async () => {
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ email: "once@example.org" }).returning();
    const [group] = await db.insert(schema.groups).values({ name: "Once" }).returning();
    if (!user || !group) throw new Error("setup failed");
    await db.insert(schema.groupMemberships).values({ uid: user.id, groupId: group.groupId });
    await expect(
      db.insert(schema.groupMemberships).values({ uid: user.id, groupId: group.groupId }),
    ).rejects.toThrow();
  });

  it("allows one connection per pair, whichever member asked", async () => {
    const { db } = handle;
    const [a] = await db.insert(schema.users).values({ email: "a@pair.org" }).returning();
    const [b] = await db.insert(schema.users).values({ email: "b@pair.org" }).returning();
    if (!a || !b) throw new Error("setup failed");
    await db.insert(schema.connections).values({ requesterId: a.id, addresseeId: b.id });
    await expect(
      db.insert(schema.connections).values({ requesterId: b.id, addresseeId: a.id }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.connections).values({ requesterId: a.id, addresseeId: a.id }),
    ).rejects.toThrow();
  });

  it("refuses values outside the allowed lists and limits", async () => {
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ email: "rules@example.org" }).returning();
    if (!user) throw new Error("setup failed");
    await expect(
      db.insert(schema.notifications).values({ userId: user.id, type: "poke", message: "x" }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(schema.volunteerHourLogs)
        .values({ userId: user.id, source: "self", workDate: "2026-01-01", minutes: 1441 }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.volunteerHourLogs).values({
        userId: user.id,
        source: "self",
        workDate: "2026-01-01",
        minutes: 60,
        outsideOrganisation: "Food Bank",
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.posts).values({ authorId: user.id, content: "x".repeat(5001) }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.posts).values({ authorId: user.id, targetType: "group" }),
    ).rejects.toThrow();
  });

  it("keeps one preferences row per member and one beta sign-up per address, in any case", async () => {
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ email: "prefs@example.org" }).returning();
    if (!user) throw new Error("setup failed");
    await db.insert(schema.userNotificationPreferences).values({ userId: user.id });
    await expect(db.insert(schema.userNotificationPreferences).values({ userId: user.id })).rejects.toThrow();
    await db
      .insert(schema.betaSignups)
      .values({ name: "B", email: "case@example.org", organization: "O", organizationType: "other" });
    await expect(
      db
        .insert(schema.betaSignups)
        .values({ name: "B", email: "CASE@example.org", organization: "O", organizationType: "other" }),
    ).rejects.toThrow();
  });

  it("deletes a member's own data with the member and keeps shared records", async () => {
    const { db } = handle;
    const [host] = await db.insert(schema.users).values({ email: "host@example.org" }).returning();
    if (!host) throw new Error("setup failed");
    await db.insert(schema.profiles).values({ userId: host.id, firstName: "H", lastName: "Ost" });
    const [event] = await db
      .insert(schema.events)
      .values({ eventName: "Kept", hostUserId: host.id })
      .returning();
    await db.delete(schema.users).where(sql`${schema.users.id} = ${host.id}`);
    const profiles = await db
      .select()
      .from(schema.profiles)
      .where(sql`${schema.profiles.userId} = ${host.id}`);
    expect(profiles).toHaveLength(0);
    const [kept] = await db
      .select()
      .from(schema.events)
      .where(sql`${schema.events.eventId} = ${event?.eventId}`);
    expect(kept?.hostUserId).toBeNull();
  });
});
