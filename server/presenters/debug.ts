import { encodeCursor } from "../../shared/schemas/cursor";
import type { linkPreviews } from "../db/schema";
import type { Actor } from "../policies/actor";
import type { EntityAccess } from "../policies/entity";
import type { ExplainedSection } from "../policies/event-explanation";
import type { PreviewExplanation } from "../previews/explain-preview";
import type { AudienceRow, DeliveryJobRow } from "../queries/debug-post-reach";
import type { StoredPostRow } from "../queries/debug-posts";
import { fullName } from "../queries/posts";
import type { ShareMeta } from "../share/post-page";

/*
 * The diagnostic pages' shapes (issue 31). They show data across the platform, to platform admins
 * (and to every member on a development install): never a token, a password hash or a session;
 * a member's e-mail address to platform admins alone (docs/decisions.md, "Debug pages").
 */

/** A member as the diagnostic pages name them; their address only for a platform admin asking. */
export function presentDebugMember(
  viewer: Actor,
  member: { id: string; name: string; email: string; isPlatformAdmin: boolean },
) {
  const admin = viewer.kind === "member" && viewer.isPlatformAdmin;
  return {
    id: member.id,
    name: member.name,
    email: admin ? member.email : null,
    isPlatformAdmin: member.isPlatformAdmin,
  };
}

/** /debug/event-admin-test: where the member stands, and every decision with its rule. */
export function presentEventExplanation(input: {
  event: {
    id: number;
    name: string;
    visibility: string;
    organiser: string | null;
    organiserName: string | null;
  };
  member: ReturnType<typeof presentDebugMember>;
  access: EntityAccess;
  effectiveRole: string | null;
  registered: boolean;
  editRole: string;
  sections: ExplainedSection[];
}) {
  const { access } = input;
  return {
    event: input.event,
    member: input.member,
    standing: {
      membership: access.membership,
      inheritedRole: access.inheritedRole,
      isHost: access.isHost,
      effectiveRole: input.effectiveRole,
      registered: input.registered,
      workspaceEditRole: input.editRole,
    },
    sections: input.sections.map((section) => ({
      policy: section.policy,
      title: section.title,
      decisions: section.decisions.map((decision) => ({
        action: decision.action,
        on: decision.on ?? null,
        allowed: decision.allowed,
        rule: decision.rule,
      })),
    })),
  };
}

type PreviewRow = typeof linkPreviews.$inferSelect;

/** A link_previews row as stored. */
export function presentPreviewRow(row: PreviewRow | null) {
  if (!row?.url) return null;
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    siteName: row.siteName,
    status: row.status,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/** A post as stored: its columns, its link's preview row, its Bluesky copy and its reports. */
export function presentStoredPost(row: StoredPostRow) {
  const { post } = row;
  return {
    id: post.id,
    authorId: post.authorId,
    authorName: fullName({ firstName: row.authorFirstName, lastName: row.authorLastName }),
    content: post.content,
    targetType: post.targetType,
    groupId: post.groupId,
    partnershipId: post.partnershipId,
    eventId: post.eventId,
    linkUrl: post.linkUrl,
    media: post.media,
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    linkPreview: presentPreviewRow(row.preview),
    bluesky: row.bluesky?.postId
      ? { status: row.bluesky.status, url: row.bluesky.url, uri: row.bluesky.uri, error: row.bluesky.error }
      : null,
    moderation: { openReports: row.openReports, allReports: row.allReports },
  };
}

/** One page of /debug/entity-posts. */
export function presentStoredPostsPage(
  source: { type: string; id: string; name: string | null },
  total: number,
  rows: StoredPostRow[],
  next: readonly unknown[] | null,
) {
  return {
    source,
    total,
    posts: rows.map(presentStoredPost),
    nextCursor: next ? encodeCursor(next) : null,
  };
}

/** /demo/smart-links: what the fetcher made of the address, and the row stored for it, if any. */
export function presentPreviewExplanation(explanation: PreviewExplanation, stored: PreviewRow | null) {
  return { ...explanation, stored: presentPreviewRow(stored) };
}

/** /test/social-sharing: the page's head as the server sends it, its tags read back, and the card. */
export function presentShareCard(input: {
  postId: string;
  pageUrl: string;
  shareable: boolean;
  head: string;
  tags: [string, string][];
  meta: ShareMeta;
  siteName: string;
}) {
  const { meta } = input;
  return {
    postId: input.postId,
    pageUrl: input.pageUrl,
    shareable: input.shareable,
    head: input.head,
    tags: input.tags.map(([name, content]) => ({ name, content })),
    card: {
      title: meta.ogTitle,
      description: meta.description,
      image: meta.image,
      url: meta.url,
      siteName: input.siteName,
      large: meta.card === "summary_large_image",
    },
  };
}

/** One page of a post's audience. */
export function presentPostAudience(
  audience: { everyMember: boolean; rule: string; readers: number; reached: number },
  rows: AudienceRow[],
  next: string | null,
) {
  return {
    ...audience,
    members: rows.map((row) => ({ id: row.userId, name: fullName(row), reasons: row.reasons })),
    nextCursor: next,
  };
}

/** What one delivery job says: queued, running, succeeded or failed, and when. */
function presentJob(job: DeliveryJobRow) {
  const sent = Array.isArray(job.payload.sent) ? job.payload.sent.length : null;
  return {
    id: job.id,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    runAt: job.runAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    lastError: job.lastError,
    deferred: (job.dedupeKey ?? "").split(":").length > 2,
    /** Push only: how many of the member's devices took it. */
    devicesSent: sent,
  };
}

interface NotificationRow {
  id: string;
  userId: string;
  type: string;
  message: string;
  isRead: boolean;
  notificationUrl: string | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

/** One page of the notifications about a post, each with its in-app state and its jobs. */
export function presentPostNotifications(
  rows: NotificationRow[],
  jobs: DeliveryJobRow[],
  next: readonly unknown[] | null,
) {
  const jobsOf = (kind: string, id: string) =>
    jobs.filter((job) => job.kind === kind && (job.dedupeKey ?? "").split(":")[1] === id).map(presentJob);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      recipient: { id: row.userId, name: fullName(row) },
      type: row.type,
      message: row.message,
      url: row.notificationUrl,
      createdAt: row.createdAt.toISOString(),
      inApp: { read: row.isRead },
      email: jobsOf("notification.email", row.id),
      push: jobsOf("notification.push", row.id),
    })),
    nextCursor: next ? encodeCursor(next) : null,
  };
}
