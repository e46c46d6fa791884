import { mentionsAsText } from "../../shared/mentions";
import { type Actor, type PostAccess, permissions } from "../policies";
import type { CommentView } from "../queries/comments";
import type { PostView } from "../queries/posts";
import { presentMemberSummary } from "./member";

/**
 * The preview's picture is a third party's address: pages may show https images (CSP img-src
 * `https:`), so an http one, which the browser would refuse on our https pages, is left out
 * (decisions.md, "Link previews").
 */
function previewImage(url: string | null): string | null {
  return url?.startsWith("https://") ? url : null;
}

/**
 * The post's copy on Bluesky: once published, its link for everyone who sees the post (the copy
 * is public on Bluesky anyway); while pending, and why it failed, for its author alone.
 */
function presentBlueskyCopy(actor: Actor, view: PostView) {
  const copy = view.blueskyCopy;
  if (!copy) return null;
  if (copy.status === "published" && copy.url?.startsWith("https://")) {
    return { status: "published" as const, url: copy.url, error: null };
  }
  if (actor.kind !== "member" || actor.id !== view.row.authorId || copy.status === "published") return null;
  return { status: copy.status, url: null, error: copy.status === "failed" ? copy.error : null };
}

/** A post as members see it (contracts.md, "Posts"), with what the viewer may do to it. */
export function presentPost(actor: Actor, view: PostView) {
  const { row } = view;
  return {
    id: row.id,
    content: row.content,
    author: presentMemberSummary(view.author),
    target: view.target,
    media: row.media.map((item) => ({
      url: item.url,
      contentType: item.contentType,
      width: item.width ?? null,
      height: item.height ?? null,
      alt: item.alt ?? "",
    })),
    linkPreview: view.linkPreview
      ? {
          url: view.linkPreview.url,
          title: view.linkPreview.title ?? view.linkPreview.url,
          description: view.linkPreview.description,
          imageUrl: previewImage(view.linkPreview.imageUrl),
          siteName: view.linkPreview.siteName,
        }
      : null,
    likeCount: view.likeCount,
    commentCount: view.commentCount,
    likedByMe: view.likedByMe,
    mentions: view.mentions,
    bluesky: presentBlueskyCopy(actor, view),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
    can: permissions(actor, view.access),
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;

/** One post: `{ post }`. */
export const presentPostAnswer = (actor: Actor, view: PostView) => ({ post: presentPost(actor, view) });

/** A page of a feed, newest first. */
export function presentFeedPage(actor: Actor, views: PostView[], nextCursor: string | null) {
  return { posts: views.map((view) => presentPost(actor, view)), nextCursor };
}

/** The answer to a like or unlike: the new count and whether the viewer likes it now. */
export function presentLikeState(state: { likeCount: number; likedByMe: boolean }) {
  return { likeCount: state.likeCount, likedByMe: state.likedByMe };
}

/** What a deletion answers. */
export function presentDeleted(id: string) {
  return { deleted: true as const, id };
}

/** How much of a post's text a teaser or a share card shows. */
export const EXCERPT_LENGTH = 200;

/** The post's text as a reader sees it (mentions as names), cut to about `max` characters. */
export function excerpt(content: string, max = EXCERPT_LENGTH): string {
  const text = mentionsAsText(content).replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The first picture of a post, or null. */
export const firstImage = (media: { url: string; contentType: string }[]) =>
  media.find((item) => item.contentType.startsWith("image/"))?.url ?? null;

/**
 * The visitors' teaser of a post (`/post/{id}`): who wrote it, the start of its text, its first
 * picture. Only for posts that may be shared (not a private entity's).
 */
export function presentPostTeaser(teaser: {
  id: string;
  content: string;
  media: { url: string; contentType: string }[];
  createdAt: Date;
  author: { userId: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
}) {
  return {
    teaser: {
      id: teaser.id,
      author: presentMemberSummary(teaser.author),
      excerpt: excerpt(teaser.content),
      imageUrl: firstImage(teaser.media),
      createdAt: teaser.createdAt.toISOString(),
    },
  };
}

/** A comment, with what the viewer may do to it. */
export function presentComment(actor: Actor, view: CommentView, post: PostAccess) {
  return {
    id: view.id,
    postId: view.postId,
    content: view.content,
    author: presentMemberSummary(view.author),
    mentions: view.mentions,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    can: permissions(actor, { kind: "comment", authorId: view.author.userId, post }),
  };
}

/** `{ comment }`. */
export const presentCommentAnswer = (actor: Actor, view: CommentView, post: PostAccess) => ({
  comment: presentComment(actor, view, post),
});

/** A page of comments, oldest first. */
export function presentCommentPage(
  actor: Actor,
  page: { comments: CommentView[]; nextCursor: string | null },
  post: PostAccess,
) {
  return {
    comments: page.comments.map((view) => presentComment(actor, view, post)),
    nextCursor: page.nextCursor,
  };
}

/** Members to mention, for the composer's suggestions. */
export function presentMentionSuggestions(
  members: { userId: string; firstName: string | null; lastName: string | null; avatarUrl: string | null }[],
) {
  return { members: members.map((member) => presentMemberSummary(member)) };
}
