import { Heart } from "lucide-react";
import { cn } from "../../lib/cn";
import { useLikeMutation } from "../../queries/likes";
import type { Post } from "../../queries/posts";
import { Button } from "../ui/button";

/** The heart with the post's like count; pressed when the member likes the post. */
export function LikeButton({ post }: { post: Pick<Post, "id" | "likedByMe" | "likeCount" | "can"> }) {
  const toggle = useLikeMutation(post);
  const label = `Like, ${post.likeCount} ${post.likeCount === 1 ? "like" : "likes"}`;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={post.likedByMe}
      aria-label={label}
      onClick={toggle}
      disabled={!post.can.like}
      className={cn("text-muted-foreground", post.likedByMe && "text-rose-600 dark:text-rose-400")}
    >
      <Heart aria-hidden="true" className={cn(post.likedByMe && "fill-current")} />
      <span>{post.likeCount}</span>
    </Button>
  );
}
