import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { FeedSkeleton } from "../../components/posts/activity-feed";
import { PostCard } from "../../components/posts/post-card";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import { usePostQuery } from "../../queries/posts";

/** /posts/{postId}: one post for members, with its comments open (a notification's and a search's target). */
export function PostScene() {
  const { postId = "" } = useParams();
  const navigate = useNavigate();
  const post = usePostQuery(postId);
  const status = post.error instanceof ApiError ? post.error.status : null;

  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
      <PageMeta title="Post" robots="noindex, nofollow" />
      <h1 className="sr-only">Post</h1>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to the feed
          </Link>
        </Button>
      </div>
      {post.isPending && <FeedSkeleton count={1} />}
      {post.isError &&
        (status === 404 || status === 422 ? (
          <Notice title="This post does not exist." text="It may have been deleted, or the link is wrong." />
        ) : status === 403 ? (
          <Notice
            title="You can't see this post."
            text="It was posted in a private group, partnership or event you are not a member of."
          />
        ) : (
          <div
            role="alert"
            className="grid justify-items-center gap-3 rounded-lg border bg-card p-6 text-center"
          >
            <p>{errorText(post.error, "The post could not be loaded.")}</p>
            <Button type="button" variant="outline" onClick={() => post.refetch()}>
              Retry
            </Button>
          </div>
        ))}
      {post.data && (
        <PostCard
          post={post.data.post}
          defaultCommentsOpen
          onDeleted={() => navigate("/dashboard", { replace: true })}
        />
      )}
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border bg-card p-8 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/dashboard">Go to your feed</Link>
      </Button>
    </div>
  );
}
