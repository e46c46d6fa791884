import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { ensureStorageBuckets } from "../storage/buckets";
import { createEvent } from "../test/event-factories";
import { createGroup } from "../test/factories";
import { type DatabaseHandle, openDatabase } from "./client";
import { migrateDatabase } from "./migrate";

// Migrations that change existing rows, each tested from the schema before it with rows in it.

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "cg-migrations-"));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

let members = 0;
/**
 * A member as the schema of an older migration holds them, written in plain SQL: the factories
 * follow today's schema, whose later columns an older database does not have.
 */
async function oldMember(db: DatabaseHandle["db"], avatarUrl: string | null = null) {
  const email = `old-member-${++members}@example.org`;
  const result = await db.execute<{ id: string }>(
    sql`insert into users (name, email, email_verified) values ('Old Member', ${email}, true) returning id`,
  );
  const id = result.rows[0]?.id as string;
  await db.execute(sql`
    insert into profiles (user_id, first_name, last_name, email, avatar_url)
    values (${id}, 'Old', 'Member', ${email}, ${avatarUrl})`);
  return { id };
}

/** A fresh in-memory database migrated up to, not including, the migration tagged `tag`. */
async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const until = path.join(folder, tag);
  cpSync(MIGRATIONS_DIR, until, { recursive: true });
  const journalFile = path.join(until, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle, until);
  return handle;
}

describe("0024_picture_attachments", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await databaseBefore("0024_picture_attachments");
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps the pictures a profile, community, event or team shows; leaves the rest to the clean-up", async () => {
    const { db } = handle;
    await ensureStorageBuckets(db);
    const file = async (bucket: string, key: string) => {
      await db.execute(sql`
        insert into files (bucket_id, object_key, file_name, content_type, size_bytes)
        values (${bucket}, ${key}, 'picture.webp', 'image/webp', 100)`);
      return `/api/files/${bucket}/${key}`;
    };
    const member = await oldMember(db, await file("avatars", "a.webp"));
    await db.execute(
      sql`update profiles set cover_photo_url = ${await file("entity-covers", "b.webp")} where user_id = ${member.id}`,
    );
    const group = await createGroup(db);
    await db.execute(
      sql`update groups set profile_image = ${await file("group-profile-images", "c.webp")} where group_id = ${group.id}`,
    );
    const event = await createEvent(db);
    await db.execute(
      sql`update events set cover_photo = ${await file("entity-covers", "d.webp")} where event_id = ${event.id}`,
    );
    await db.execute(sql`
      insert into event_subgroups (event_id, name, profile_image)
      values (${event.id}, 'Sorters', ${await file("event-images", "e.webp")})`);
    await file("avatars", "never-saved.webp");
    await file("post-media", "in-a-composer.webp");

    await migrateDatabase(handle);

    const rows = await db.execute(
      sql`select object_key, attached_at is not null as kept from files order by 1`,
    );
    expect(rows.rows).toEqual([
      { object_key: "a.webp", kept: true },
      { object_key: "b.webp", kept: true },
      { object_key: "c.webp", kept: true },
      { object_key: "d.webp", kept: true },
      { object_key: "e.webp", kept: true },
      { object_key: "in-a-composer.webp", kept: false },
      { object_key: "never-saved.webp", kept: false },
    ]);
  });
});

describe("0028_one_owner", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await databaseBefore("0028_one_owner");
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("leaves the first owner of an entity a race gave two, and makes the other an admin", async () => {
    const { db } = handle;
    const [first, second, other] = [await oldMember(db), await oldMember(db), await oldMember(db)];
    const raced = await createGroup(db);
    const fine = await createGroup(db);
    await db.execute(sql`
      insert into group_memberships (uid, group_id, role, joined_at) values
        (${first.id}, ${raced.id}, 'owner', now() - interval '1 day'),
        (${second.id}, ${raced.id}, 'owner', now()),
        (${other.id}, ${fine.id}, 'owner', now())`);

    await migrateDatabase(handle);

    const rows = await db.execute(sql`
      select uid::text as uid, group_id, role from group_memberships order by group_id, role desc`);
    expect(rows.rows).toEqual([
      { uid: first.id, group_id: raced.id, role: "owner" },
      { uid: second.id, group_id: raced.id, role: "admin" },
      { uid: other.id, group_id: fine.id, role: "owner" },
    ]);
    await expect(
      db.execute(sql`update group_memberships set role = 'owner' where uid = ${second.id}`),
    ).rejects.toThrow();
  });
});
