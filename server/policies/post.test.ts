import { describe, expect, it } from "vitest";
import type { Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { canOnComment, canOnPost, canOnPostTarget, POST_ACTIONS, type PostAccess } from "./post";

type Who = "visitor" | "author" | "stranger" | "member" | "moderator" | "platformAdmin";
type Where = "profile" | Visibility;

/** Hand-written from decisions.md ("Posts, feeds and connections", "Roles and visibility"). */
const EXPECTED: Record<Who, Record<Where, string>> = {
  visitor: { profile: "share", public: "share", private: "" },
  // The author here is also a plain member of the entity they posted in.
  author: {
    profile: "view share like comment update delete",
    public: "view share like comment update delete",
    private: "view like comment update delete",
  },
  stranger: { profile: "view share like comment report", public: "view share like report", private: "" },
  member: {
    profile: "view share like comment report",
    public: "view share like comment report",
    private: "view like comment report",
  },
  moderator: {
    profile: "view share like comment report",
    public: "view share like comment report remove",
    private: "view like comment report remove",
  },
  platformAdmin: {
    profile: "view share like comment report remove",
    public: "view share like report remove",
    private: "view like report remove",
  },
};

function situation(who: Who, where: Where): { actor: Actor; post: PostAccess } {
  const actor: Actor =
    who === "visitor"
      ? { kind: "visitor" }
      : {
          kind: "member",
          id: who === "author" ? "author" : "someone",
          email: "x@example.org",
          emailVerified: true,
          name: "X",
          isPlatformAdmin: who === "platformAdmin",
        };
  let target: EntityAccess | null = null;
  if (where !== "profile") {
    const role = who === "moderator" ? "moderator" : who === "member" || who === "author" ? "member" : null;
    target = {
      kind: "entity",
      type: "group",
      id: 1,
      visibility: where,
      membership: role ? { role, status: "active" } : null,
      inheritedRole: null,
      isHost: false,
    };
  }
  return { actor, post: { kind: "post", authorId: "author", target } };
}

describe("post policy: every actor × action × where it was posted", () => {
  for (const where of ["profile", "public", "private"] as const) {
    for (const who of Object.keys(EXPECTED) as Who[]) {
      it(`${where}: ${who}`, () => {
        const { actor, post } = situation(who, where);
        const allowed = new Set(EXPECTED[who][where].split(" ").filter(Boolean));
        expect(
          Object.fromEntries(POST_ACTIONS.map((action) => [action, canOnPost(actor, action, post)])),
        ).toEqual(Object.fromEntries(POST_ACTIONS.map((action) => [action, allowed.has(action)])));
      });
    }
  }
});

describe("post policy: where a new post may go", () => {
  const member = (id: string, isPlatformAdmin = false): Actor => ({
    kind: "member",
    id,
    email: "x@example.org",
    emailVerified: true,
    name: "X",
    isPlatformAdmin,
  });
  const group = (
    visibility: Visibility,
    role: "member" | "moderator" | null,
    status: "active" | "pending" = "active",
  ): EntityAccess => ({
    kind: "entity",
    type: "group",
    id: 1,
    visibility,
    membership: role ? { role, status } : null,
    inheritedRole: null,
    isHost: false,
  });
  const may = (actor: Actor, target: EntityAccess | null) =>
    canOnPostTarget(actor, "create", { kind: "postTarget", target });

  it("lets every member post on their profile, and no visitor anywhere", () => {
    expect(may(member("a"), null)).toBe(true);
    expect(may({ kind: "visitor" }, null)).toBe(false);
    expect(may({ kind: "visitor" }, group("public", null))).toBe(false);
  });

  it("lets only an entity's active members post in it, public or private", () => {
    for (const visibility of ["public", "private"] as const) {
      expect(may(member("a"), group(visibility, "member"))).toBe(true);
      expect(may(member("a"), group(visibility, "moderator"))).toBe(true);
      expect(may(member("a"), group(visibility, null))).toBe(false);
      expect(may(member("a"), group(visibility, "member", "pending"))).toBe(false);
      expect(may(member("a", true), group(visibility, null))).toBe(false);
    }
  });
});

describe("comment policy", () => {
  const post: PostAccess = { kind: "post", authorId: "author", target: null };
  const actor = (id: string, isPlatformAdmin = false): Actor => ({
    kind: "member",
    id,
    email: "x@example.org",
    emailVerified: true,
    name: "X",
    isPlatformAdmin,
  });
  it("lets the comment's author alone delete it", () => {
    const comment = { kind: "comment" as const, authorId: "writer", post };
    expect(canOnComment(actor("writer"), "delete", comment)).toBe(true);
    expect(canOnComment(actor("author"), "delete", comment)).toBe(false);
    expect(canOnComment(actor("admin", true), "delete", comment)).toBe(false);
    expect(canOnComment({ kind: "visitor" }, "delete", comment)).toBe(false);
  });

  it("lets anyone else who reads the post report it, never its author or a visitor", () => {
    const comment = { kind: "comment" as const, authorId: "writer", post };
    expect(canOnComment(actor("reader"), "report", comment)).toBe(true);
    expect(canOnComment(actor("author"), "report", comment)).toBe(true);
    expect(canOnComment(actor("writer"), "report", comment)).toBe(false);
    expect(canOnComment({ kind: "visitor" }, "report", comment)).toBe(false);
    const hidden = situation("stranger", "private").post;
    expect(canOnComment(actor("reader"), "report", { ...comment, post: hidden })).toBe(false);
  });

  it("lets the entity's moderators and platform admins remove it, as they remove posts", () => {
    const inGroup = (who: "moderator" | "member") => ({
      kind: "comment" as const,
      authorId: "writer",
      post: situation(who, "public").post,
    });
    expect(canOnComment(actor("someone"), "remove", inGroup("moderator"))).toBe(true);
    expect(canOnComment(actor("someone"), "remove", inGroup("member"))).toBe(false);
    expect(canOnComment(actor("writer"), "remove", { kind: "comment", authorId: "writer", post })).toBe(
      false,
    );
    expect(canOnComment(actor("admin", true), "remove", { kind: "comment", authorId: "writer", post })).toBe(
      true,
    );
  });
});
