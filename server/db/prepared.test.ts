import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";
import { prepareQuery } from "./prepared";

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
