import { MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type Post, useDeletePostMutation } from "../../queries/posts";
import { Avatar } from "../avatar";
import { ModerationActions, type ModerationDialog } from "../moderation/moderation-actions";
import { Button } from "../ui/button";
import { ConfirmDeleteDialog } from "../ui/confirm-delete-dialog";
import { RelativeTime } from "../ui/relative-time";
import { BlueskyCopyStatus } from "./bluesky-copy-status";
import { LikeButton } from "./like-button";
import { LinkPreviewCard } from "./link-preview-card";
import { type PostAction, PostActionsMenu } from "./post-actions-menu";
import { PostComments } from "./post-comments";
import { PostEditForm } from "./post-edit-form";
import { PostMedia } from "./post-media";
import { PostText } from "./post-text";

const TARGET_PATHS = { group: "groups", partnership: "partnerships", event: "events" } as const;

interface PostCardProps {
  post: Post;
  /** Comments shown from the start (the post's own page). */
  defaultCommentsOpen?: boolean;
  /** Called once the post is deleted (its own page leaves). */
  onDeleted?: () => void;
}

/**
 * One post: who wrote it and where, when, its text with links and mentions, its pictures and
 * videos, the link preview, likes and comments, and Edit and Delete for its author.
 */
export function PostCard({ post, defaultCommentsOpen = false, onDeleted }: PostCardProps) {
  const id = useId();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePostMutation(post.id);
  const authorName = `${post.author.firstName} ${post.author.lastName}`;
  const profilePath = `/profile/${post.author.userId}`;
  // The author deletes; a moderator removes someone else's post with a reason (ModerationActions).
  const canDelete = post.can.delete;
  const [moderating, setModerating] = useState<ModerationDialog | null>(null);
  // On a phone the same actions sit in a menu (PostActionsMenu), so the author's name keeps the
  // header's width; Remove is for other people's posts, as in ModerationActions.
  const actions: PostAction[] = [
    ...(post.can.update ? [{ label: "Edit", run: () => setEditing(true) }] : []),
    ...(canDelete ? [{ label: "Delete", run: () => setConfirming(true), opensDialog: true }] : []),
    ...(post.can.report ? [{ label: "Report", run: () => setModerating("report"), opensDialog: true }] : []),
    ...(post.can.remove && !canDelete
      ? [{ label: "Remove", run: () => setModerating("remove"), opensDialog: true }]
      : []),
  ];

  return (
    <article
      aria-labelledby={`${id}-author`}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <header className="flex items-start gap-3">
        <Link to={profilePath} tabIndex={-1} aria-hidden="true">
          <Avatar src={post.author.avatarUrl} name={authorName} type="user" decorative />
        </Link>
        <div className="min-w-0 flex-1 text-sm">
          <p className="break-words">
            <Link id={`${id}-author`} to={profilePath} className="font-semibold hover:underline">
              {authorName}
            </Link>
            {post.target && (
              <>
                <span className="text-muted-foreground"> in </span>
                <Link
                  to={`/${TARGET_PATHS[post.target.type]}/${post.target.id}`}
                  className="font-semibold hover:underline"
                >
                  {post.target.name}
                </Link>
              </>
            )}
          </p>
          <div className="flex items-center gap-2">
            <p className="text-muted-foreground">
              <Link to={`/posts/${post.id}`} className="hover:underline">
                <RelativeTime date={post.createdAt} />
              </Link>
              {post.edited && (
                <span>
                  {" · "}
                  <span title={`Edited ${new Date(post.updatedAt).toLocaleString("en-US")}`}>edited</span>
                </span>
              )}
            </p>
            {/* On a phone the actions sit on the time's line, leaving the name the whole width. */}
            {actions.length > 0 && !editing && (
              <PostActionsMenu actions={actions} label={`Actions for the post by ${authorName}`} />
            )}
          </div>
        </div>
        {actions.length > 0 && !editing && (
          <div className="hidden shrink-0 flex-wrap justify-end gap-1 sm:flex">
            {post.can.update && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canDelete && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
            <ModerationActions
              content={{ kind: "post", id: post.id }}
              can={post.can}
              authorName={authorName}
              onRemoved={onDeleted}
              dialog={moderating}
              onDialogChange={setModerating}
            />
          </div>
        )}
      </header>

      {editing ? (
        <PostEditForm post={post} onDone={() => setEditing(false)} />
      ) : (
        <PostText content={post.content} mentions={post.mentions} />
      )}
      <PostMedia media={post.media} authorName={authorName} />
      {post.linkPreview && <LinkPreviewCard preview={post.linkPreview} />}
      <BlueskyCopyStatus post={post} />

      <div className="-mx-2 flex items-center gap-1">
        <LikeButton post={post} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? `${id}-comments` : undefined}
          aria-label={`Comments, ${post.commentCount}`}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden="true" />
          <span>{post.commentCount}</span>
        </Button>
      </div>
      {commentsOpen && (
        <PostComments id={`${id}-comments`} postId={post.id} canComment={post.can.comment !== false} />
      )}

      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this post?"
        description={
          post.bluesky?.status === "published"
            ? "The post, its comments and likes will be removed for everyone. This cannot be undone. Its copy on Bluesky stays; delete it on Bluesky if you wish."
            : "The post, its comments and likes will be removed for everyone. This cannot be undone."
        }
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("Post deleted");
              onDeleted?.();
            },
            onError: (error) => toast.error(errorText(error, "The post could not be deleted.")),
          })
        }
      />
    </article>
  );
}
