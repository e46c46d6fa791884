import { describe, expect, it } from "vitest";
import type { Visibility } from "../../shared/enums";
import type { Actor } from "./actor";
import type { EntityAccess } from "./entity";
import { canOnPost, POST_ACTIONS, type PostAccess } from "./post";

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
