import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/input";
import { useStoredPostsQuery } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";
import { DebugFrame, isForbidden, QueryError } from "./frame";
import { SearchPicker } from "./search-picker";
import { StoredPostView } from "./stored-post";

const TYPES = ["group", "partnership", "event", "profile"] as const;

/** /debug/entity-posts: an entity's (or a member's profile's) posts as stored, a page at a time. */
export function EntityPostsScene() {
  const [params, setParams] = useSearchParams();
  const type = params.get("type") ?? "group";
  const id = params.get("id") ?? "";
  const set = (key: string, value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });
  const posts = useStoredPostsQuery(type, id);
  if (isForbidden(posts.error)) return <ForbiddenScene />;
  const first = posts.data?.pages[0];
  return (
    <DebugFrame
      title="Entity posts"
      intro="Pick a group, partnership, event or member: their posts exactly as stored."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="source-type">Kind</Label>
          <NativeSelect id="source-type" value={type} onChange={(e) => set("type", e.target.value)}>
            {TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {kind === "profile" ? "member's profile" : kind}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SearchPicker
          label={type === "profile" ? "Member" : "Entity"}
          kinds={[type === "profile" ? "user" : (type as "group")]}
          value={id}
          onChange={(v) => set("id", v)}
        />
      </div>
      <QueryError error={posts.error} />
      {first && (
        <h2 className="text-lg font-semibold">
          {first.source.name}: {first.total} {first.total === 1 ? "post" : "posts"}
        </h2>
      )}
      {posts.data?.pages
        .flatMap((page) => page.posts)
        .map((post) => (
          <article key={post.id} className="rounded-md border p-3">
            <StoredPostView post={post} />
          </article>
        ))}
      {posts.hasNextPage && (
        <Button variant="outline" onClick={() => posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
          {posts.isFetchingNextPage ? "Loading..." : "Older posts"}
        </Button>
      )}
    </DebugFrame>
  );
}
