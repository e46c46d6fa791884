import { useSearchParams } from "react-router";
import { Input, Label } from "../../components/ui/input";
import { useShareCardQuery } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";
import { DebugFrame, isForbidden, QueryError, Raw } from "./frame";

/** /test/social-sharing: a post's share card and metadata as link unfurlers see them. */
export function SocialSharingScene() {
  const [params, setParams] = useSearchParams();
  const postId = params.get("postId") ?? "";
  const share = useShareCardQuery(postId);
  if (isForbidden(share.error)) return <ForbiddenScene />;
  const data = share.data;
  return (
    <DebugFrame
      title="Social sharing"
      intro="Give a post's id: the tags /post/{id} is served with, read back as an unfurler reads them, and the card they make."
    >
      <div className="grid gap-2">
        <Label htmlFor="share-post-id">Post id</Label>
        <Input
          id="share-post-id"
          value={postId}
          onChange={(e) => setParams({ postId: e.target.value.trim() })}
        />
      </div>
      <QueryError error={share.error} />
      {data && (
        <>
          <p role="status">
            {data.shareable
              ? `Shared as ${data.pageUrl}.`
              : "This post shares nothing (it is in a private group, partnership or event): unfurlers get the site's own card."}
          </p>
          <section aria-labelledby="card" className="grid gap-2">
            <h2 id="card" className="text-lg font-semibold">
              The card
            </h2>
            <div className="max-w-md overflow-hidden rounded-lg border" data-testid="share-card">
              {data.card.large && (
                <img src={data.card.image} alt="" className="aspect-[1.91/1] w-full object-cover" />
              )}
              <div className={data.card.large ? "p-3" : "flex gap-3 p-3"}>
                {!data.card.large && (
                  <img src={data.card.image} alt="" className="size-16 rounded object-cover" />
                )}
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground">{new URL(data.card.url).host}</p>
                  <p className="font-semibold">{data.card.title}</p>
                  <p className="line-clamp-3 text-sm">{data.card.description}</p>
                </div>
              </div>
            </div>
          </section>
          <table className="w-full text-left text-sm">
            <caption className="text-left text-lg font-semibold">Tags in the page's head</caption>
            <thead>
              <tr className="border-b">
                <th scope="col">Name</th>
                <th scope="col">Content</th>
              </tr>
            </thead>
            <tbody>
              {data.tags.map((tag) => (
                <tr key={tag.name} className="border-b align-top">
                  <td className="pr-3 font-mono">{tag.name}</td>
                  <td className="break-all">{tag.content}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details>
            <summary className="cursor-pointer font-semibold">The head as served</summary>
            <Raw value={data.head} />
          </details>
        </>
      )}
    </DebugFrame>
  );
}
