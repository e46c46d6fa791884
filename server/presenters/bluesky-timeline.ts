import {
  AppBskyEmbedExternal,
  AppBskyEmbedImages,
  AppBskyEmbedRecord,
  AppBskyEmbedRecordWithMedia,
  type AppBskyFeedDefs,
  AtUri,
  AppBskyFeedDefs as FeedDefs,
  RichText,
} from "@atproto/api";
import type { BlueskyActor, BlueskyTextSegment, BlueskyTimelinePage, BlueskyTimelinePost } from "./bluesky";

const TEXT_MAX = 3000;

/**
 * Image addresses from the AppView (its CDN) are shown only over https: our pages' CSP allows
 * https images, and an http one would be refused on our https pages anyway.
 */
export type ImageFilter = (url: string | undefined) => string | null;
export const httpsImage: ImageFilter = (url) => (url?.startsWith("https://") ? url : null);

type Embed = AppBskyFeedDefs.PostView["embed"] | AppBskyEmbedRecordWithMedia.View["media"];

const str = (value: unknown, max = TEXT_MAX) => (typeof value === "string" ? value.slice(0, max) : "");

const postUrl = (uri: string) => {
  const at = new AtUri(uri);
  return `https://bsky.app/profile/${at.host}/post/${at.rkey}`;
};

function actor(
  view: { did: string; handle: string; displayName?: string; avatar?: string },
  image: ImageFilter,
): BlueskyActor {
  return {
    did: view.did,
    handle: view.handle,
    displayName: view.displayName?.trim() || null,
    avatarUrl: image(view.avatar),
  };
}

/** The record's text with its links, mentions and hashtags, as pieces. */
function segmentsOf(record: Record<string, unknown>): BlueskyTextSegment[] {
  const text = str(record.text);
  const facets = Array.isArray(record.facets) ? record.facets : undefined;
  const rich = new RichText({ text, facets: facets as RichText["facets"] });
  const out: BlueskyTextSegment[] = [];
  for (const segment of rich.segments()) {
    let link: string | null = null;
    if (segment.link?.uri && /^https?:\/\//.test(segment.link.uri)) link = segment.link.uri;
    else if (segment.mention?.did) link = `https://bsky.app/profile/${segment.mention.did}`;
    else if (segment.tag?.tag) link = `https://bsky.app/hashtag/${encodeURIComponent(segment.tag.tag)}`;
    out.push({ text: segment.text, link });
  }
  return out;
}

function imagesOf(embed: Embed, image: ImageFilter): BlueskyTimelinePost["images"] {
  if (!AppBskyEmbedImages.isView(embed)) return [];
  return embed.images.flatMap((item) => {
    const thumbUrl = image(item.thumb);
    const fullUrl = image(item.fullsize);
    if (!thumbUrl || !fullUrl) return [];
    return [
      {
        thumbUrl,
        fullUrl,
        alt: str(item.alt, 2000),
        width: item.aspectRatio?.width ?? null,
        height: item.aspectRatio?.height ?? null,
      },
    ];
  });
}

function cardOf(embed: Embed, image: ImageFilter): BlueskyTimelinePost["card"] {
  if (!AppBskyEmbedExternal.isView(embed)) return null;
  const { external } = embed;
  if (!/^https?:\/\//.test(external.uri)) return null;
  return {
    url: external.uri,
    title: str(external.title, 300) || external.uri,
    description: str(external.description, 1000),
    thumbUrl: image(external.thumb),
  };
}

function quoteOf(embed: Embed, image: ImageFilter): BlueskyTimelinePost["quote"] {
  let quoted: AppBskyEmbedRecord.View["record"] | null = null;
  if (AppBskyEmbedRecord.isView(embed)) quoted = embed.record;
  else if (AppBskyEmbedRecordWithMedia.isView(embed)) quoted = embed.record.record;
  // A quote that is gone, blocked or detached shows nothing.
  if (quoted?.$type !== "app.bsky.embed.record#viewRecord") return null;
  const record = quoted as AppBskyEmbedRecord.ViewRecord;
  return {
    url: postUrl(record.uri),
    author: actor(record.author, image),
    text: str((record.value as Record<string, unknown>).text, 1000),
  };
}

/** One timeline item in our shape. */
export function presentTimelineItem(
  item: AppBskyFeedDefs.FeedViewPost,
  image: ImageFilter,
): BlueskyTimelinePost {
  const { post } = item;
  const record = post.record as Record<string, unknown>;
  const media = AppBskyEmbedRecordWithMedia.isView(post.embed) ? post.embed.media : post.embed;
  return {
    uri: post.uri,
    url: postUrl(post.uri),
    author: actor(post.author, image),
    segments: segmentsOf(record),
    images: imagesOf(media, image),
    card: cardOf(media, image),
    quote: quoteOf(post.embed, image),
    repostedBy: FeedDefs.isReasonRepost(item.reason) ? actor(item.reason.by, image) : null,
    replyCount: post.replyCount ?? 0,
    repostCount: post.repostCount ?? 0,
    likeCount: post.likeCount ?? 0,
    createdAt: str(record.createdAt, 40) || post.indexedAt,
  };
}

/** A page of the member's home timeline, with Bluesky's cursor for the next one. */
export function presentTimeline(
  data: { feed: AppBskyFeedDefs.FeedViewPost[]; cursor?: string },
  image: ImageFilter,
): BlueskyTimelinePage {
  const posts = data.feed.map((item) => presentTimelineItem(item, image));
  return { posts, nextCursor: posts.length && data.cursor ? data.cursor : null };
}
