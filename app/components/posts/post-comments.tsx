import { useId, useState } from "react";
import { Link } from "react-router";
import { POST_MAX_LENGTH } from "../../../shared/limits";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import {
  type PostComment,
  useCommentsInfiniteQuery,
  useCreateCommentMutation,
  useDeleteCommentMutation,
} from "../../queries/comments";
import { Avatar } from "../avatar";
import { ModerationActions } from "../moderation/moderation-actions";
import { Button } from "../ui/button";
import { ConfirmDeleteDialog } from "../ui/confirm-delete-dialog";
import { FormBanner } from "../ui/form-banner";
import { RelativeTime } from "../ui/relative-time";
import { CharacterCount } from "./character-count";
import { draftToMarkup, EMPTY_DRAFT } from "./mention-draft";
import { MentionTextarea } from "./mention-textarea";
import { PostText } from "./post-text";

interface PostCommentsProps {
  postId: string;
  /** The id of the region, for the toggle's aria-controls. */
  id: string;
  canComment: boolean;
}

/** A post's comments, page by page, and the form to add one. */
export function PostComments({ postId, id, canComment }: PostCommentsProps) {
  const comments = useCommentsInfiniteQuery(postId);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section id={id} aria-label="Comments" className="grid gap-3 border-t pt-3">
      {comments.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Loading comments...
        </p>
      )}
      {comments.isError && !comments.data && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-destructive">
            {errorText(comments.error, "Comments could not be loaded.")}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => comments.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {comments.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      )}
      {list.length > 0 && (
        <ul className="grid gap-3">
          {list.map((comment) => (
            <CommentItem key={comment.id} postId={postId} comment={comment} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          disabled={comments.isFetchingNextPage}
          onClick={() => comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? "Loading comments..." : "Load more comments"}
        </Button>
      )}
      {comments.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          More comments could not be loaded. Try again.
        </p>
      )}
      {canComment && <CommentForm postId={postId} />}
    </section>
  );
}

function CommentItem({ postId, comment }: { postId: string; comment: PostComment }) {
  const remove = useDeleteCommentMutation(postId);
  const [confirming, setConfirming] = useState(false);
  const name = `${comment.author.firstName} ${comment.author.lastName}`;
  return (
    <li className="flex gap-2">
      <Link to={`/profile/${comment.author.userId}`} tabIndex={-1} aria-hidden="true">
        <Avatar
          src={comment.author.avatarUrl}
          name={name}
          type="user"
          className="size-8 text-xs"
          decorative
        />
      </Link>
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={`/profile/${comment.author.userId}`} className="font-semibold hover:underline">
            {name}
          </Link>
          <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
          <span className="ml-auto flex gap-3">
            <ModerationActions
              content={{ kind: "comment", id: comment.id }}
              can={comment.can}
              authorName={name}
              compact
            />
            {comment.can.delete && (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0 text-xs text-muted-foreground"
                disabled={remove.isPending}
                aria-label={`Delete comment by ${name}`}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            )}
          </span>
        </div>
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this comment?"
          description="The comment will be removed for everyone. This cannot be undone."
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(comment.id, {
              onSuccess: () => setConfirming(false),
              onError: (error) => toast.error(errorText(error, "The comment could not be deleted.")),
            })
          }
        />
        <PostText content={comment.content} mentions={comment.mentions} className="text-sm" />
      </div>
    </li>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const create = useCreateCommentMutation(postId);
  const content = draftToMarkup(draft);
  const blank = content.trim().length === 0;
  const tooLong = content.length > POST_MAX_LENGTH;

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || tooLong || create.isPending) return;
        create.mutate(content, { onSuccess: () => setDraft(EMPTY_DRAFT) });
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Write a comment
      </label>
      <MentionTextarea
        id={`${id}-text`}
        draft={draft}
        onDraftChange={setDraft}
        placeholder="Write a comment..."
        rows={2}
        className="min-h-16"
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong}
        disabled={create.isPending}
      />
      <div className="flex items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} length={content.length} />
        <Button type="submit" size="sm" disabled={blank || tooLong || create.isPending}>
          {create.isPending ? "Commenting..." : "Comment"}
        </Button>
      </div>
      <FormBanner
        message={create.isError ? errorText(create.error, "Your comment could not be posted.") : null}
      />
    </form>
  );
}
