import type { Post } from "../../queries/posts";
import { EXTERNAL_LINK_REL } from "./post-text";

/** The preview of the first link of a post: its image, site name, title and description. */
export function LinkPreviewCard({ preview }: { preview: NonNullable<Post["linkPreview"]> }) {
  let host = preview.url;
  try {
    host = new URL(preview.url).hostname;
  } catch {
    // Not a URL we can read: show it as it is.
  }
  return (
    <a
      href={preview.url}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      className="block overflow-hidden rounded-lg border bg-card transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      {preview.imageUrl && (
        <img
          src={preview.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[1.91/1] w-full bg-muted object-cover"
        />
      )}
      <span className="block space-y-1 p-3">
        <span className="block truncate text-xs uppercase tracking-wide text-muted-foreground">
          {preview.siteName || host}
        </span>
        <span className="line-clamp-2 block font-semibold">{preview.title || preview.url}</span>
        {preview.description && (
          <span className="line-clamp-3 block text-sm text-muted-foreground">{preview.description}</span>
        )}
      </span>
    </a>
  );
}
