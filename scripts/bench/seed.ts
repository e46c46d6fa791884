// Seeds what `npm run bench` needs before the server starts: the schema, the crowd of
// server/seed/crowd.ts at the scale asked for, and one member in the middle of it (connected to
// 50 of the crowd, in 5 of its groups, a member of 3 of its private events) with a signed session,
// made by the same factories as the server tests. Writes are measured as many members, since one
// member may post only 30 times in ten minutes (server/limits/member-rules.ts, MEMBER_LIMITS): that
// member and BENCH_POSTERS - 1 of the crowd (1,000 in all by default) get sessions too, whose
// cookies go to a JSON file in DATA_DIR. The registration race (scripts/bench/races.ts) gets
// BENCH_RACES events (2,000 by default), hosted by a member of their own, and the first BENCH_RACERS
// of those sessions (one per connection, 50 by default) as its racers, in a second file.
// Prints one JSON line: `{ "cookie": "...", "userId": "...", "postersFile": "...", "posters": n,
// "racesFile": "...", "races": n, "racers": n, "seconds": n }`. Run with
// `node --import tsx scripts/bench/seed.ts` and the server's own environment (DATA_DIR or
// DATABASE_URL, AUTH_SECRET, PUBLIC_URL) plus BENCH_SCALE (JSON of CrowdScale fields) and
// optionally BENCH_POSTERS, BENCH_RACES and BENCH_RACERS.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import sharp from "sharp";
import * as Y from "yjs";
import { sessionCookieName } from "../../server/auth/session";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { users, workspacePages, workspaceUpdates } from "../../server/db/schema";
import { parseConfig } from "../../server/env";
import { type CrowdScale, DEFAULT_CROWD, seedCrowd } from "../../server/seed/crowd";
import { createGroup, createMember, createSession } from "../../server/test/factories";
import { uploadForm } from "../../server/test/images";
import { DOCUMENT_FIELD } from "../../server/workspaces/ydoc";
import { WORKSPACE_PAGE_MAX_BYTES } from "../../shared/workspace";
import { seedBenchHours } from "./hours";
import { seedRaces } from "./races";
import { seedBenchRecognition } from "./recognition";

const config = parseConfig();
if (!config.AUTH_SECRET) throw new Error("AUTH_SECRET must be set: the bench signs the cookie with it");
const scale: CrowdScale = { ...DEFAULT_CROWD, ...JSON.parse(process.env.BENCH_SCALE ?? "{}") };
// 1,000 members may post 30,000 times in ten minutes: the POST route's warm-up and run (8 s by
// default) stay within that up to 3,750 posts a second, so they measure posts, not refusals.
const POSTERS = Number(process.env.BENCH_POSTERS ?? 1000);
// Each race event takes one registration per racer: 2,000 events hold 100,000 registrations at 50
// racers, more than the route's warm-up and run (8 s) make at 12,000 a second.
const RACES = Number(process.env.BENCH_RACES ?? 2000);
const RACERS = Number(process.env.BENCH_RACERS ?? 50);
// Issue 29: the volunteer whose history the bench reads has this many hour logs.
const HOUR_LOGS = Number(process.env.BENCH_HOUR_LOGS ?? 2000);
// Issue 30: an alliance's report over its subgroups' hour logs, and a large group's leaderboard.
const REPORT_SUBGROUPS = Number(process.env.BENCH_REPORT_SUBGROUPS ?? 50);
const REPORT_LOGS = Number(process.env.BENCH_REPORT_LOGS ?? 100_000);
const BOARD_MEMBERS = Number(process.env.BENCH_BOARD_MEMBERS ?? 5000);
if (RACERS > POSTERS) throw new Error("BENCH_RACERS must not exceed BENCH_POSTERS: racers are posters");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, "pglite"),
  poolSize: 2,
});
try {
  const started = performance.now();
  await migrateDatabase(database);
  const { db } = database;
  await db.transaction((tx) => seedCrowd(tx, scale));
  const member = await createMember(db, { firstName: "Bench", lastName: "Member" });
  await db.execute(sql`
    insert into connections (requester_id, addressee_id, status, responded_at)
    select ${member.id}, u.id, 'accepted', now() from users u
    where u.email in (select 'crowd-' || n || '@example.org' from generate_series(0, 49) as n)`);
  await db.execute(sql`
    insert into group_memberships (uid, group_id, role, status)
    select ${member.id}, group_id, 'member', 'active' from groups
    where visibility = 'public' order by group_id limit 5`);
  await db.execute(sql`
    insert into partnership_memberships (user_id, partnership_id, role, status)
    select ${member.id}, partnership_id, 'member', 'active' from partnerships
    where visibility = 'public' order by partnership_id limit 2`);
  // Private events show in the member's events list only through a membership (or hosting).
  await db.execute(sql`
    insert into event_memberships (user_id, event_id, role, status)
    select ${member.id}, event_id, 'member', 'active' from events
    where visibility = 'private' order by event_id limit 3`);
  // A host of their own: as host and owner of every race, the bench member would carry 2,000
  // event memberships into the events list's visibility check.
  const raceHost = await createMember(db, { firstName: "Race", lastName: "Host" });
  const races = await seedRaces(db, RACES, raceHost.id);
  // The largest workspace page allowed (issue 26), in a group the bench member owns: short
  // paragraphs (the slowest kind to merge), most folded into the page's state and the last 200
  // edits waiting in updates, as a page between two compactions is.
  const group = await createGroup(db, { owner: member, name: "Bench handbook" });
  const [page] = await db
    .insert(workspacePages)
    .values({ entityType: "group", entityId: group.id, title: "Volunteer handbook", createdBy: member.id })
    .returning({ id: workspacePages.id });
  if (!page) throw new Error("bench page not made");
  const doc = new Y.Doc();
  const edits: Uint8Array[] = [];
  const record = (update: Uint8Array) => edits.push(update);
  doc.on("update", record);
  const fragment = doc.getXmlFragment(DOCUMENT_FIELD);
  for (let i = 0; Y.encodeStateAsUpdate(doc).length < WORKSPACE_PAGE_MAX_BYTES * 0.95; i++) {
    for (let j = 0; j < 500; j++) {
      const paragraph = new Y.XmlElement("paragraph");
      paragraph.insert(0, [
        new Y.XmlText(`Section ${i}.${j}: how volunteers sign in, where to park, whom to ask.`),
      ]);
      fragment.push([paragraph]);
    }
  }
  const folded = Y.mergeUpdates(edits.slice(0, -200));
  await db
    .update(workspacePages)
    .set({ ydocState: Buffer.from(folded) })
    .where(sql`id = ${page.id}`);
  await db
    .insert(workspaceUpdates)
    .values(
      edits.slice(-200).map((data) => ({ pageId: page.id, userId: member.id, data: Buffer.from(data) })),
    );
  const pagePath = `/api/groups/${group.id}/workspace/pages/${page.id}`;
  // A member typing on that page, for the read while it changes: a letter an edit, each edit
  // applying after the ones before it (as the editor sends them), a few kilobytes in all.
  const typed: string[] = [];
  doc.off("update", record);
  doc.on("update", (update: Uint8Array) => typed.push(Buffer.from(update).toString("base64")));
  const last = fragment.get(fragment.length - 1) as Y.XmlElement;
  const text = last.get(0) as Y.XmlText;
  for (let i = 0; i < 200; i++) text.insert(text.length, "x");
  const pageEditsFile = path.join(config.dataDir, "bench-page-edits.json");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(pageEditsFile, JSON.stringify(typed));
  // A phone photo for the upload route, as a browser's form sends it (about 300 KB of JPEG).
  const photo = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: "#7a9",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new Response(uploadForm(photo, "harvest.jpg", "image/jpeg"));
  const uploadFile = path.join(config.dataDir, "bench-upload.bin");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(uploadFile, Buffer.from(await form.arrayBuffer()));
  const uploadContentType = form.headers.get("content-type") ?? "";
  // Issue 29: a verification queue, a history of 2,000 logs and a transcript of 500.
  const hours = await seedBenchHours(db, member, HOUR_LOGS);
  const recognition = await seedBenchRecognition(db, member, {
    subgroups: REPORT_SUBGROUPS,
    logs: REPORT_LOGS,
    boardMembers: BOARD_MEMBERS,
  });
  // Fresh statistics and visibility maps, as autovacuum would have them on a database that grew
  // to this size (index-only scans skip the table only for pages vacuum has marked).
  await db.execute(sql`vacuum analyze`);
  const secret = config.AUTH_SECRET;
  const session = await createSession(db, {
    secret,
    cookieName: sessionCookieName(config),
    userId: member.id,
  });
  const cookieOf = async (userId: string) =>
    (await createSession(db, { secret, cookieName: sessionCookieName(config), userId })).cookie;
  const crowd = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, "crowd-%"))
    .limit(Math.max(0, POSTERS - 1));
  const posterCookies = [session.cookie];
  const volunteerCookie = await cookieOf(hours.volunteer.id);
  for (const { id } of crowd) posterCookies.push(await cookieOf(id));
  mkdirSync(config.dataDir, { recursive: true });
  const postersFile = path.join(config.dataDir, "bench-posters.json");
  writeFileSync(postersFile, JSON.stringify(posterCookies));
  const racesFile = path.join(config.dataDir, "bench-races.json");
  writeFileSync(racesFile, JSON.stringify({ cookies: posterCookies.slice(0, RACERS), races }));
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  process.stdout.write(
    `${JSON.stringify({
      cookie: session.cookie,
      userId: member.id,
      postersFile,
      posters: posterCookies.length,
      racesFile,
      races: races.length,
      racers: Math.min(RACERS, posterCookies.length),
      pagePath,
      pageEditsFile,
      pageBytes: folded.length + edits.slice(-200).reduce((sum, edit) => sum + edit.length, 0),
      uploadFile,
      uploadContentType,
      photoBytes: photo.length,
      hoursGroupId: hours.groupId,
      volunteerCookie,
      volunteerLogs: HOUR_LOGS,
      transcriptCode: hours.transcriptCode,
      transcriptLogs: hours.transcriptLogs,
      pendingHours: hours.pendingHours,
      allianceId: recognition.allianceId,
      reportSubgroups: REPORT_SUBGROUPS,
      reportLogs: REPORT_LOGS,
      boardId: recognition.boardId,
      boardMembers: BOARD_MEMBERS,
      seconds,
    })}\n`,
  );
} finally {
  // PGlite is single-process: the server opens this data directory next.
  await database.close();
}
