import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { canOnFile, canOnUpload } from "./file";

const member = (id: string): Actor => ({
  kind: "member",
  id,
  email: `${id}@example.org`,
  emailVerified: true,
  name: id,
  isPlatformAdmin: false,
});

describe("upload policy", () => {
  it("lets members upload to post-media, avatars and entity-covers only; visitors nowhere", () => {
    const buckets = ["post-media", "avatars", "entity-covers", "documents", "site-images", "public-assets"];
    const answers = (actor: Actor) =>
      buckets.filter((bucket) => canOnUpload(actor, "create", { kind: "upload", bucket }));
    expect(answers({ kind: "visitor" })).toEqual([]);
    expect(answers(member("me"))).toEqual(["post-media", "avatars", "entity-covers"]);
    expect(answers({ ...member("admin"), isPlatformAdmin: true } as Actor)).toEqual([
      "post-media",
      "avatars",
      "entity-covers",
    ]);
  });
});

describe("file policy", () => {
  const file = { kind: "file" as const, ownerId: "me", bucketId: "avatars" };
  it("lets only the uploader attach a file", () => {
    expect(canOnFile(member("me"), "attach", file)).toBe(true);
    expect(canOnFile(member("other"), "attach", file)).toBe(false);
    expect(canOnFile({ ...member("admin"), isPlatformAdmin: true } as Actor, "attach", file)).toBe(false);
    expect(canOnFile({ kind: "visitor" }, "attach", file)).toBe(false);
    expect(canOnFile(member("me"), "attach", { ...file, ownerId: null })).toBe(false);
  });
});
