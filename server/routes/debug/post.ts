import { Hono } from "hono";
import { z } from "zod";
import type { EntityType } from "../../../shared/enums";
import { takePage } from "../../../shared/schemas/cursor";
import { postAudienceQuerySchema, postNotificationsQuerySchema } from "../../../shared/schemas/debug";
import type { AppEnv } from "../../context";
import type { Executor } from "../../db/client";
import { notFound } from "../../errors";
import { loadEntityAccess } from "../../loaders/entity-access";
import { requireSession } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { can, VISITOR } from "../../policies";
import type { MemberActor } from "../../policies/actor";
import { presentPostAudience, presentPostNotifications, presentStoredPost } from "../../presenters/debug";
import {
  type AudiencePost,
  countMembers,
  countPostAudience,
  DEBUG_REACH_PAGE_SIZE,
  loadDeliveryJobs,
  loadPostAudience,
  loadPostNotifications,
} from "../../queries/debug-post-reach";
import { loadStoredPost, type StoredPostRow } from "../../queries/debug-posts";
import { authorizeDebug } from "./access";

const paramSchema = z.object({ postId: z.uuid("Not a valid post id.") });

/** A member with no role anywhere and no admin rights: whoever the post policy lets read, lets read them too. */
const ANY_MEMBER: MemberActor = {
  kind: "member",
  id: "00000000-0000-0000-0000-000000000000",
  email: "",
  emailVerified: true,
  name: "",
  isPlatformAdmin: false,
  managesCommunities: false,
};

async function loadPost(db: Executor, postId: string): Promise<StoredPostRow> {
  const row = await loadStoredPost(db, postId);
  if (!row) throw notFound("This post does not exist.");
  return row;
}

/**
 * Who may read the post, by the post policy itself (policies/post.ts, `view`): asked for a
 * member with no role anywhere, it says whether every member may.
 */
async function audienceOf(db: Executor, row: StoredPostRow): Promise<{ post: AudiencePost; rule: string }> {
  const { post } = row;
  const ref: { type: EntityType; id: number } | null =
    post.groupId !== null
      ? { type: "group", id: post.groupId }
      : post.partnershipId !== null
        ? { type: "partnership", id: post.partnershipId }
        : post.eventId !== null
          ? { type: "event", id: post.eventId }
          : null;
  // The entity as someone without a membership stands towards it: its visibility alone decides.
  const target = ref ? await loadEntityAccess(db, VISITOR, ref) : null;
  const everyMember = can(ANY_MEMBER, "view", { kind: "post", authorId: post.authorId, target });
  const rule = !ref
    ? "Every member may read a post on a member's profile. It reaches the home feeds of its author and of the author's connections."
    : everyMember
      ? `Every member may read the posts of a public ${ref.type}. It reaches the home feeds of the ${ref.type}'s members and of the author's connections.`
      : `Only those who may view the private ${ref.type} read it: its members, owners and admins of the groups or partnerships above it${ref.type === "event" ? ", its host" : ""}, and platform admins (not listed).`;
  return { post: { ...post, readByEveryMember: everyMember }, rule };
}

/**
 * /post/{id}/debug: the post as stored, who it reaches and why, and who was notified of it and
 * how (the notification row, and its e-mail and push jobs).
 */
export const postDebugRoutes = new Hono<AppEnv>()
  .get("/:postId", requireSession, validate("param", paramSchema), async (c) => {
    authorizeDebug(c);
    const row = await loadPost(c.var.deps.db, c.req.valid("param").postId);
    return c.json({ post: presentStoredPost(row) });
  })
  .get(
    "/:postId/audience",
    requireSession,
    validate("param", paramSchema),
    validate("query", postAudienceQuerySchema),
    async (c) => {
      authorizeDebug(c);
      const { db } = c.var.deps;
      const row = await loadPost(db, c.req.valid("param").postId);
      const { post, rule } = await audienceOf(db, row);
      const [rows, reached, members] = await Promise.all([
        loadPostAudience(db, post, c.req.valid("query").after),
        countPostAudience(db, post),
        post.readByEveryMember ? countMembers(db) : Promise.resolve(null),
      ]);
      const { page, next } = takePage(rows, DEBUG_REACH_PAGE_SIZE, (last) => [last.userId] as const);
      return c.json(
        presentPostAudience(
          { everyMember: post.readByEveryMember, rule, readers: members ?? reached, reached },
          page,
          next ? next[0] : null,
        ),
      );
    },
  )
  .get(
    "/:postId/notifications",
    requireSession,
    validate("param", paramSchema),
    validate("query", postNotificationsQuerySchema),
    async (c) => {
      authorizeDebug(c);
      const { db } = c.var.deps;
      const { postId } = c.req.valid("param");
      await loadPost(db, postId);
      const rows = await loadPostNotifications(db, postId, c.req.valid("query").cursor);
      const { page, next } = takePage(rows, DEBUG_REACH_PAGE_SIZE, (last) => [last.at, last.id] as const);
      const jobs = await loadDeliveryJobs(
        db,
        page.map((notification) => notification.id),
      );
      return c.json(presentPostNotifications(page, jobs, next));
    },
  );
