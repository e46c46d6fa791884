import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { PRODUCT_NAME } from "../../../shared/brand";
import { Avatar } from "../../components/avatar";
import { FullPageSpinner } from "../../components/full-page-spinner";
import { Button } from "../../components/ui/button";
import { PageMeta } from "../../lib/page-meta";
import { useMeQuery } from "../../queries/me";
import { usePostTeaserQuery } from "../../queries/post-share";

/** Spec §9: the teaser sends a visitor on after 3 seconds. */
export const TEASER_REDIRECT_SECONDS = 3;

/**
 * /post/{postId}: the public teaser for visitors (spec §2): who posted and the start of the post,
 * Back and Join, "Redirecting in 3 seconds", then the sign-in page, which leads to the post
 * itself (/posts/{postId}) once signed in. A signed-in member goes straight there.
 */
export function PostTeaserScene() {
  const { postId = "" } = useParams();
  const me = useMeQuery();
  const memberPath = `/posts/${postId}`;
  if (me.data) return <Navigate to={memberPath} replace />;
  if (me.isPending) return <FullPageSpinner />;
  return <Teaser postId={postId} memberPath={memberPath} />;
}

function Teaser({ postId, memberPath }: { postId: string; memberPath: string }) {
  const navigate = useNavigate();
  const teaser = usePostTeaserQuery(postId);
  const [seconds, setSeconds] = useState(TEASER_REDIRECT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      navigate("/auth", { replace: true, state: { from: { pathname: memberPath, search: "", hash: "" } } });
      return;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate, memberPath]);

  const goBack = () => {
    // A visitor who arrived from elsewhere (a shared link) has no page of ours to go back to.
    if (
      window.history.state &&
      typeof window.history.state.idx === "number" &&
      window.history.state.idx > 0
    ) {
      navigate(-1);
    } else {
      navigate("/", { replace: true });
    }
  };

  const post = teaser.data?.teaser;
  const authorName = post ? `${post.author.firstName} ${post.author.lastName}`.trim() : "";
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <PageMeta
        title={post ? `${authorName} on ${PRODUCT_NAME}` : `A post on ${PRODUCT_NAME}`}
        description={post?.excerpt}
        path={`/post/${postId}`}
        ogType="article"
      />
      <h1 className="text-2xl font-bold tracking-tight">Join the conversation</h1>
      <div className="rounded-lg border bg-card p-5">
        {teaser.isPending && <p className="text-muted-foreground">Loading the post...</p>}
        {teaser.isError && (
          <p className="text-muted-foreground">This post can only be seen by members who are signed in.</p>
        )}
        {post && (
          <figure className="grid gap-3">
            <figcaption className="flex items-center gap-3">
              <Avatar src={post.author.avatarUrl} name={authorName} type="user" decorative />
              <span className="font-semibold">{authorName}</span>
            </figcaption>
            <blockquote className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
              {post.excerpt}
            </blockquote>
            {post.imageUrl && (
              <img
                src={post.imageUrl}
                alt={`Shared by ${authorName}`}
                className="w-full rounded-md object-cover"
              />
            )}
          </figure>
        )}
      </div>
      <p className="text-muted-foreground">
        Sign in or create a free account to read the whole post, its comments and more from your community.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button asChild>
          <Link to="/register">Join</Link>
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Redirecting in {seconds} {seconds === 1 ? "second" : "seconds"}
      </p>
    </div>
  );
}
