import type {
  BlueskyCopyStatus,
  EntityType,
  MembershipRole,
  MembershipStatus,
  Visibility,
} from "../../shared/enums";
import type { Executor } from "../db/client";
import { POSITION_FORMAT } from "../db/cursor";
import { MAX_DEPTH } from "../db/hierarchies";
import { statement } from "../db/prepared";
import type { PostMediaItem, posts } from "../db/schema";
import type { Actor } from "../policies/actor";
import type { EntityAccess } from "../policies/entity";
import type { PostAccess } from "../policies/post";
import { INHERITED_ROLES, type InheritedRole } from "../policies/roles";
import { targetOf } from "./post-access";

/** A post with everything its presentation needs, loaded for many posts at once. */
export interface PostView {
  row: typeof posts.$inferSelect;
  author: { userId: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  target: { type: EntityType; id: number; name: string } | null;
  access: PostAccess;
  linkPreview: {
    url: string;
    title: string | null;
    description: string | null;
    imageUrl: string | null;
    siteName: string | null;
  } | null;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  mentions: { userId: string; name: string }[];
  /** The post's copy on its author's Bluesky account, when one was asked for. */
  blueskyCopy: { status: BlueskyCopyStatus; url: string | null; error: string | null } | null;
}

/** A member's name as shown beside their words. */
export const fullName = (profile: { firstName: string | null; lastName: string | null }) =>
  `${profile.firstName ?? ""} ${profile.lastName ?? ""}`.trim() || "A member";

/** The order of every feed index: `desc nulls last`, which PostgreSQL's `desc` alone is not. */
export const NEWEST_FIRST = "desc nulls last";

/**
 * One statement for a page of posts with everything its presentation needs: author, target and
 * the viewer's access there, link preview, counts, the viewer's like and the mentions. `page` is
 * a query of `(id, created_at)` rows, a feed's or a list of ids; `$1` is the viewer (null for a
 * visitor). The viewer's access to each target is what `loadEntityAccessMany` loads (their own
 * membership; owner and admin rights inherited from above through `managed_*`, which walk down
 * from the viewer's own owner and admin memberships; the host), so the policies decide as for
 * any other route.
 */
export function postViewsSql(page: string, options: { inherited?: boolean } = {}): string {
  const withInherited = options.inherited ?? true;
  const inherited = (table: string, id: string, parent: string, memberships: string, member: string) => `
    select m.${id}, m.role, 0 from ${memberships} m
    where m.${member} = $1::uuid and m.status = 'active' and m.role in (${INHERITED_ROLES.map((r) => `'${r}'`).join(", ")})
    union
    select below.${id}, up.role, up.depth + 1 from ${table} below join managed_${table} up on below.${parent} = up.id
    where up.depth < ${MAX_DEPTH}`;
  // The strongest role among those rows: 'owner' if any, else the other (INHERITED_ROLES holds
  // two). An aggregate rather than `order by … limit 1`: a sort is set up again on every row.
  const strongest = (from: string) =>
    `(select coalesce(max(r.role) filter (where r.role = 'owner'), max(r.role)) from ${from} r)`;
  // The viewer's owner or admin role inherited over the post's target: from above a group or a
  // partnership; for an event, from its organising group or partnership (at any depth). Looked up
  // only for a post with such a target: a profile post runs no lookup, and `managed_*` are walked
  // only when some row needs them.
  const inheritedRole = `case
    when p.group_id is not null then ${strongest("(select role from managed_groups where id = p.group_id and depth > 0)")}
    when p.partnership_id is not null then ${strongest("(select role from managed_partnerships where id = p.partnership_id and depth > 0)")}
    when t.organiser_group_id is not null or t.organiser_partnership_id is not null then ${strongest(`(
      select role from managed_groups where id = t.organiser_group_id
      union all select role from managed_partnerships where id = t.organiser_partnership_id)`)}
    end`;
  // Without inherited rights (a viewer who is owner or admin of nothing, as their session says):
  // neither walk is written, and PostgreSQL sets none of it up on every run.
  const managed = withInherited
    ? `managed_groups (id, role, depth) as (${inherited("groups", "group_id", "parent_group_id", "group_memberships", "uid")}),
  managed_partnerships (id, role, depth) as (${inherited("partnerships", "partnership_id", "parent_partnership_id", "partnership_memberships", "user_id")}),`
    : "";
  return `with recursive ${managed}
  page (id, created_at) as (${page})
select p.id, p.author_id, p.content, p.group_id, p.partnership_id, p.event_id,
  p.link_url, p.media,
  to_char(p.created_at at time zone 'UTC', '${POSITION_FORMAT}') as position_at,
  to_char(p.updated_at at time zone 'UTC', '${POSITION_FORMAT}') as updated_at,
  a.first_name, a.last_name, a.avatar_url,
  t.name as target_name, t.visibility as target_visibility, t.role as own_role, t.status as own_status,
  ${withInherited ? inheritedRole : "null::text"} as inherited_role,
  coalesce(t.is_host, false) as is_host,
  lp.url as preview_url, lp.title as preview_title, lp.description as preview_description,
  lp.image_url as preview_image_url, lp.site_name as preview_site_name,
  p.like_count, p.comment_count,
  bc.status as bluesky_status, bc.url as bluesky_url, bc.error as bluesky_error,
  -- A post nobody liked has no like of the viewer's, and one whose text holds no mention markup
  -- (shared/mentions.ts) has no mention rows: neither is looked up.
  p.like_count > 0 and exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = $1::uuid)
    as liked_by_me,
  case when strpos(p.content, '@[') > 0 then
    (select coalesce(json_agg(json_build_object('userId', m.mentioned_user_id,
        'firstName', mp.first_name, 'lastName', mp.last_name) order by m.created_at, m.id), '[]'::json)
      from mentions m join profiles mp on mp.user_id = m.mentioned_user_id
      where m.post_id = p.id and m.comment_id is null)
  else '[]'::json end as mentions
from page
join posts p on p.id = page.id
left join profiles a on a.user_id = p.author_id
-- The target and the viewer's membership there, in one lookup: a post has one target at most,
-- so one branch answers and the others stop at their index at once (for a profile post, all do).
left join lateral (
  select g.name, g.visibility, gm.role, gm.status,
      null::int as organiser_group_id, null::int as organiser_partnership_id, false as is_host
    from groups g left join group_memberships gm on gm.group_id = g.group_id and gm.uid = $1::uuid
    where g.group_id = p.group_id
  union all
  select pa.name, pa.visibility, pm.role, pm.status, null, null, false
    from partnerships pa
    left join partnership_memberships pm on pm.partnership_id = pa.partnership_id and pm.user_id = $1::uuid
    where pa.partnership_id = p.partnership_id
  union all
  select e.event_name, e.visibility, em.role, em.status, e.group_id, e.partnership_id, e.host_user_id = $1::uuid
    from events e left join event_memberships em on em.event_id = e.event_id and em.user_id = $1::uuid
    where e.event_id = p.event_id
) t on true
left join link_previews lp on lp.url = p.link_url and lp.status = 'ok'
left join post_bluesky_copies bc on bc.post_id = p.id
order by page.created_at ${NEWEST_FIRST}, page.id ${NEWEST_FIRST}`;
}

/** A row of `postViewsSql`. */
export interface PostViewRow {
  id: string;
  author_id: string;
  content: string;
  group_id: number | null;
  partnership_id: number | null;
  event_id: number | null;
  link_url: string | null;
  media: PostMediaItem[] | string;
  /** created_at as the cursor's text (UTC, microseconds): also what the presenter shows. */
  position_at: string;
  updated_at: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  target_name: string | null;
  target_visibility: string | null;
  own_role: string | null;
  own_status: string | null;
  /** The viewer's owner or admin role inherited over the target (from above, or an event's organiser). */
  inherited_role: string | null;
  is_host: boolean;
  preview_url: string | null;
  preview_title: string | null;
  preview_description: string | null;
  preview_image_url: string | null;
  /** Set only for a preview fetched successfully. */
  preview_site_name: string | null;
  like_count: number;
  comment_count: number;
  liked_by_me: boolean;
  mentions: { userId: string; firstName: string | null; lastName: string | null }[] | string;
  bluesky_status: BlueskyCopyStatus | null;
  bluesky_url: string | null;
  bluesky_error: string | null;
}

/** Drivers hand JSON over as values or as text. */
const asJson = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/** A statement row as the presenters take it; null when its target is gone (a race with a delete). */
export function postViewOf(row: PostViewRow, viewerId: string | null): PostView | null {
  const post = {
    id: row.id,
    authorId: row.author_id,
    content: row.content,
    // One of the target's ids is set (or none, on a profile): the type follows from which.
    targetType:
      row.group_id !== null
        ? "group"
        : row.partnership_id !== null
          ? "partnership"
          : row.event_id !== null
            ? "event"
            : "profile",
    groupId: row.group_id,
    partnershipId: row.partnership_id,
    eventId: row.event_id,
    linkUrl: row.link_url,
    media: asJson(row.media),
    // Timestamps come as ISO text: a Date from it is cheaper than the driver's own parsing.
    createdAt: new Date(row.position_at),
    updatedAt: new Date(row.updated_at),
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
  };
  const ref = targetOf(post);
  if (ref && row.target_visibility === null) return null;
  const target: EntityAccess | null = ref
    ? {
        kind: "entity",
        type: ref.type,
        id: ref.id,
        visibility: row.target_visibility as Visibility,
        membership:
          viewerId && row.own_role
            ? { role: row.own_role as MembershipRole, status: row.own_status as MembershipStatus }
            : null,
        inheritedRole: viewerId ? (row.inherited_role as InheritedRole | null) : null,
        isHost: viewerId !== null && row.is_host,
      }
    : null;
  return {
    row: post,
    author: {
      userId: row.author_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
    },
    target: ref ? { ...ref, name: row.target_name ?? "" } : null,
    access: { kind: "post", authorId: row.author_id, target },
    linkPreview: row.preview_url
      ? {
          url: row.preview_url,
          title: row.preview_title,
          description: row.preview_description,
          imageUrl: row.preview_image_url,
          siteName: row.preview_site_name,
        }
      : null,
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    likedByMe: row.liked_by_me,
    mentions: asJson(row.mentions).map((m) => ({ userId: m.userId, name: fullName(m) })),
    blueskyCopy: row.bluesky_status
      ? { status: row.bluesky_status, url: row.bluesky_url, error: row.bluesky_error }
      : null,
  };
}

/** Rows to views, dropping those whose target is gone. */
export function postViewsOf(rows: readonly PostViewRow[], viewerId: string | null): PostView[] {
  return rows.map((row) => postViewOf(row, viewerId)).filter((view): view is PostView => view !== null);
}

const POST_VIEWS_BY_ID = statement<PostViewRow>(
  "post_views_by_id",
  postViewsSql(`select p.id, p.created_at from posts p
    where p.id = any(string_to_array($2::text, ',')::uuid[])`),
  ["uuid", "text"],
);

/**
 * The posts with the given ids, newest first, with author, target, preview, counts, the viewer's
 * like and the mentions: one statement for a whole page (no query per post). Through `db`, so a
 * write reads back what its transaction wrote.
 */
export async function loadPostViews(db: Executor, actor: Actor, ids: readonly string[]): Promise<PostView[]> {
  if (!ids.length) return [];
  const viewerId = actor.kind === "member" ? actor.id : null;
  return postViewsOf(await POST_VIEWS_BY_ID.runIn(db, [viewerId, ids.join(",")]), viewerId);
}
