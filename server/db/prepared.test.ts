import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database";
import { createMember } from "../test/factories";
import type { DatabaseHandle } from "./client";
import { planOnce } from "./planned-pglite";
import { prepareQuery } from "./prepared";
import { profiles, users } from "./schema";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("prepared statements", () => {
  it("run many times with any text, quotes and all, as a value and never as SQL", async () => {
    const echo = prepareQuery<{ v: string; n: number }>(
      database,
      "echo_text",
      "select $1::text as v, length($2::text)::int as n",
      ["text", "text"],
    );
    const hostile = "it's'); drop table users; --";
    expect(await echo([hostile, "ab"])).toEqual([{ v: hostile, n: 2 }]);
    expect(await echo(["", "übung"])).toEqual([{ v: "", n: 5 }]);
    const [{ n = 0 } = {}] = (await database.db.execute("select count(*)::int as n from users")).rows as {
      n?: number;
    }[];
    expect(n).toBeGreaterThanOrEqual(0);
  });
});

describe("Drizzle queries planned once", () => {
  it("answer as Drizzle's own query, quotes and all, and stay prepared in PGlite's session", async () => {
    const { db } = database;
    const member = await createMember(db, {
      firstName: "Seán",
      lastName: "O'Brien",
      email: "o'brien@example.org",
    });
    const query = () =>
      db
        .select({ id: users.id, email: users.email, joined: users.createdAt, lastName: profiles.lastName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.email, sql.placeholder("email")),
            sql`${users.createdAt} < ${sql.placeholder("before")}::timestamptz`,
          ),
        )
        .limit(sql.placeholder("limit"));
    const planned = planOnce(query(), "test_member_by_email");
    const values = { email: "o'brien@example.org", before: "infinity", limit: 5 };
    const expected = await query().prepare("test_member_by_email_unplanned").execute(values);
    expect(expected).toEqual([
      { id: member.id, email: "o'brien@example.org", joined: expect.any(Date), lastName: "O'Brien" },
    ]);
    expect(await planned.execute(values)).toEqual(expected);
    expect(await planned.execute({ ...values, email: "x'); drop table users; --" })).toEqual([]);
    expect(await planned.execute(values)).toEqual(expected);
    if (database.kind === "pglite") {
      const held = await db.execute(
        sql`select name from pg_prepared_statements where name = 'test_member_by_email'`,
      );
      expect(held.rows).toEqual([{ name: "test_member_by_email" }]);
    }
  });
});
