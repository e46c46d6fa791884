import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/input";
import { useSmartLinkMutation } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";
import { DebugFrame, isForbidden, QueryError, Raw } from "./frame";

/** /demo/smart-links: paste an address, see the server's link preview and why it failed if it did. */
export function SmartLinksScene() {
  const [url, setUrl] = useState("");
  const fetchPreview = useSmartLinkMutation();
  if (isForbidden(fetchPreview.error)) return <ForbiddenScene />;
  const result = fetchPreview.data;
  return (
    <DebugFrame
      title="Smart links"
      intro="Paste an address: the server fetches it as it does for a post's link (never an address inside its network) and shows the preview, or why there is none."
    >
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          fetchPreview.mutate(url);
        }}
      >
        <Label htmlFor="smart-link-url">Address</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="smart-link-url"
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={fetchPreview.isPending}>
            {fetchPreview.isPending ? "Fetching..." : "Fetch preview"}
          </Button>
        </div>
      </form>
      <QueryError error={fetchPreview.error} />
      {result && (
        <section aria-labelledby="outcome" className="grid gap-3">
          <h2 id="outcome" className="text-lg font-semibold">
            {result.status === "ok" ? "Preview found" : "No preview"} ({result.status}, {result.elapsedMs} ms)
          </h2>
          {result.reason && <p role="status">{result.reason}</p>}
          {result.preview && (
            <div className="max-w-md overflow-hidden rounded-lg border">
              {result.preview.imageUrl && <img src={result.preview.imageUrl} alt="" className="w-full" />}
              <div className="p-3">
                <p className="text-xs text-muted-foreground">
                  {result.preview.siteName ?? new URL(result.preview.url).host}
                </p>
                <p className="font-semibold">{result.preview.title}</p>
                {result.preview.description && <p className="text-sm">{result.preview.description}</p>}
              </div>
            </div>
          )}
          {result.response && (
            <p className="text-sm">
              HTTP {result.response.httpStatus} · {result.response.contentType || "no content type"} ·{" "}
              {result.response.bytesRead} bytes read
              {result.response.truncated ? " (cut at the fetcher's limit)" : ""} · {result.response.url}
            </p>
          )}
          {result.meta.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold">Meta tags read from the page's head</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col">Name</th>
                  <th scope="col">Content</th>
                </tr>
              </thead>
              <tbody>
                {result.meta.map(([name, content]) => (
                  <tr key={name} className="border-b align-top">
                    <td className="pr-3 font-mono">{name}</td>
                    <td className="break-all">{content}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div>
            <h3 className="font-semibold">Stored row for this address</h3>
            <Raw value={result.stored ?? "No post has linked this address."} />
          </div>
        </section>
      )}
    </DebugFrame>
  );
}
