import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comments,
  connections,
  groupMemberships,
  groups,
  linkPreviews,
  mentions,
  partnershipMemberships,
  partnerships,
  postLikes,
  posts,
  profiles,
} from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { seedCrowd } from "./crowd";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const total = async (table: PgTable) =>
  Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe("the bench's crowd", () => {
  it("writes the scale it is asked for, as rows the product could have written", async () => {
    const { db } = t.deps;
    const scale = {
      members: 300,
      groups: 20,
      partnerships: 5,
      posts: 3000,
      connections: 600,
      likes: 400,
      comments: 150,
    };
    await db.transaction((tx) => seedCrowd(tx, scale, new Date("2026-11-01T12:00:00Z")));

    expect(await total(profiles)).toBe(300);
    expect(await total(groups)).toBe(20);
    expect(await total(posts)).toBe(3000);
    expect(await total(connections)).toBe(600);
    expect(await total(postLikes)).toBe(400);
    expect(await total(comments)).toBe(150);
    expect(await total(groupMemberships)).toBe(900);
    expect(await total(partnerships)).toBe(5);
    expect(await total(partnershipMemberships)).toBe(300);

    // One post in ten in a partnership, one in ten sharing a link with its preview, one in twenty
    // mentioning a member as the text says.
    const shares = await db.execute(sql`
      select count(*) filter (where partnership_id is not null)::int as in_partnerships,
             count(*) filter (where link_url is not null)::int as with_links,
             count(*) filter (where link_url is not null and strpos(content, link_url) > 0
               and exists (select 1 from link_previews lp where lp.url = p.link_url and lp.status = 'ok'))::int
               as previewed
      from posts p`);
    expect(shares.rows[0]).toMatchObject({ in_partnerships: 300, with_links: 300, previewed: 300 });
    expect(await total(linkPreviews)).toBeGreaterThan(0);
    expect(await total(mentions)).toBe(150);
    const mentioned = await db.execute(sql`
      select count(*)::int as n from mentions m
      join posts p on p.id = m.post_id
      join profiles mp on mp.user_id = m.mentioned_user_id
      where strpos(p.content, '@[' || mp.first_name || ' ' || mp.last_name || '](' || m.mentioned_user_id || ')') > 0
        and m.mentioned_user_id <> p.author_id`);
    expect(mentioned.rows[0]).toMatchObject({ n: 150 });

    // Every post in a group or a partnership is by one of its members; nobody is connected to themselves.
    const outsiders = await db.execute(sql`
      select count(*)::int as n from posts p
      where (p.group_id is not null and not exists (
          select 1 from group_memberships m where m.group_id = p.group_id and m.uid = p.author_id))
        or (p.partnership_id is not null and not exists (
          select 1 from partnership_memberships m
          where m.partnership_id = p.partnership_id and m.user_id = p.author_id))`);
    expect(outsiders.rows[0]).toMatchObject({ n: 0 });
    const names = await db.execute(sql`
      select count(*)::int as n from profiles where first_name is null or last_name is null`);
    expect(names.rows[0]).toMatchObject({ n: 0 });
    const spread = await db.execute(sql`
      select min(created_at) as oldest, max(created_at) as newest from posts`);
    const { oldest, newest } = spread.rows[0] as { oldest: string; newest: string };
    expect(new Date(newest).getTime() - new Date(oldest).getTime()).toBeGreaterThan(300 * 86_400_000);
  });
});
