import type {
  $Typed,
  AppBskyEmbedExternal,
  AppBskyEmbedImages,
  AppBskyFeedPost,
  AtpAgent,
  BlobRef,
} from "@atproto/api";
import { RichText } from "@atproto/api";
import sharp from "sharp";
import { mentionsAsText } from "../../shared/mentions";
import { BLUESKY_POST_MAX_GRAPHEMES } from "../../shared/schemas/bluesky";
import type { Logger } from "../logger";
import { type GuardedFetchOptions, guardedFetch } from "../previews/guarded-fetch";

/** Bluesky's limit on an image blob (app.bsky.embed.images) and on a link card's thumbnail. */
export const BLUESKY_IMAGE_MAX_BYTES = 1_000_000;
/** Pictures one Bluesky post may carry. */
export const BLUESKY_IMAGES_MAX = 4;
const CARD_TITLE_MAX = 300;
const CARD_DESCRIPTION_MAX = 1000;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const graphemeLength = (text: string) => new RichText({ text }).graphemeLength;

/**
 * The post's text as Bluesky takes it: mentions of our members as their names (they are not
 * Bluesky accounts), and within Bluesky's 300 graphemes. A longer text is cut on the last word
 * boundary that fits, followed by "…" and the address of the whole post on Common Ground.
 */
export function copyText(content: string, postUrl: string, max = BLUESKY_POST_MAX_GRAPHEMES): string {
  const text = mentionsAsText(content).trim();
  if (graphemeLength(text) <= max) return text;
  const suffix = `… ${postUrl}`;
  const room = Math.max(0, max - graphemeLength(suffix));
  let cut = [...graphemes.segment(text)]
    .slice(0, room)
    .map((part) => part.segment)
    .join("");
  // Cut between words when a boundary is not too far back; a very long word is cut where it is.
  const boundary = cut.search(/\s\S*$/);
  if (boundary > room / 2) cut = cut.slice(0, boundary);
  return `${cut.trimEnd()}${suffix}`;
}

/** What the copy is made from: the post as stored. */
export interface CopySource {
  postUrl: string;
  content: string;
  /** The post's pictures (videos are not copied), with their bytes read from storage. */
  images: {
    read: () => Promise<Buffer | null>;
    /** The author's description; "" when they gave none. */
    alt: string;
    width?: number | null;
    height?: number | null;
  }[];
  /** The stored preview of the post's link, when it was fetched. */
  linkPreview: {
    url: string;
    title: string | null;
    description: string | null;
    imageUrl: string | null;
  } | null;
}

/**
 * An image Bluesky accepts: at most 1 MB. Larger ones are re-encoded as JPEG (the first frame of
 * an animation), smaller and at lower quality until they fit.
 */
export async function fitImage(data: Buffer): Promise<{ data: Buffer; mimeType: string } | null> {
  const meta = await sharp(data).metadata();
  if (data.length <= BLUESKY_IMAGE_MAX_BYTES && meta.format) {
    return { data, mimeType: `image/${meta.format}` };
  }
  for (const [size, quality] of [
    [2000, 82],
    [1600, 75],
    [1200, 70],
    [900, 60],
  ] as const) {
    const out = await sharp(data)
      .resize(size, size, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality })
      .toBuffer();
    if (out.length <= BLUESKY_IMAGE_MAX_BYTES) return { data: out, mimeType: "image/jpeg" };
  }
  return null;
}

async function uploadBlob(agent: AtpAgent, data: Buffer, mimeType: string): Promise<BlobRef> {
  const { data: answer } = await agent.com.atproto.repo.uploadBlob(new Uint8Array(data), {
    encoding: mimeType,
  });
  return answer.blob;
}

/**
 * Pictures first (Bluesky shows one embed): up to four, each uploaded as a blob with the author's
 * description as its alt text. A picture posted without one has empty alt text, which Bluesky
 * shows as "no description" rather than words that describe nothing (docs/decisions.md).
 */
async function imagesEmbed(
  agent: AtpAgent,
  source: CopySource,
  logger: Logger,
): Promise<$Typed<AppBskyEmbedImages.Main> | null> {
  const images: AppBskyEmbedImages.Image[] = [];
  for (const image of source.images.slice(0, BLUESKY_IMAGES_MAX)) {
    const bytes = await image.read();
    const fitted = bytes ? await fitImage(bytes).catch(() => null) : null;
    if (!fitted) {
      logger.info({ postUrl: source.postUrl }, "bluesky copy: a picture could not be made to fit; left out");
      continue;
    }
    images.push({
      image: await uploadBlob(agent, fitted.data, fitted.mimeType),
      alt: image.alt,
      ...(image.width && image.height ? { aspectRatio: { width: image.width, height: image.height } } : {}),
    });
  }
  return images.length ? { $type: "app.bsky.embed.images", images } : null;
}

/** The link card from our stored preview; its picture, when it can be fetched, as the thumbnail. */
async function externalEmbed(
  agent: AtpAgent,
  preview: NonNullable<CopySource["linkPreview"]>,
  fetchOptions: GuardedFetchOptions,
): Promise<$Typed<AppBskyEmbedExternal.Main>> {
  let thumb: BlobRef | undefined;
  if (preview.imageUrl?.startsWith("https://") || preview.imageUrl?.startsWith("http://")) {
    try {
      const answer = await guardedFetch(preview.imageUrl, { ...fetchOptions, maxBytes: 10 * 1024 * 1024 });
      if (answer.status === 200 && answer.contentType.startsWith("image/")) {
        const fitted = await fitImage(answer.body);
        if (fitted) thumb = await uploadBlob(agent, fitted.data, fitted.mimeType);
      }
    } catch {
      // A card without its picture is still a card.
    }
  }
  return {
    $type: "app.bsky.embed.external",
    external: {
      uri: preview.url,
      title: (preview.title ?? preview.url).slice(0, CARD_TITLE_MAX),
      description: (preview.description ?? "").slice(0, CARD_DESCRIPTION_MAX),
      ...(thumb ? { thumb } : {}),
    },
  };
}

/**
 * The app.bsky.feed.post record of a post's copy: text with its facets (links, and @handles
 * Bluesky knows), then the pictures or else the link card. Blobs are uploaded on the way.
 */
export async function buildCopyRecord(
  agent: AtpAgent,
  source: CopySource,
  deps: { logger: Logger; fetch: GuardedFetchOptions; now?: Date },
): Promise<AppBskyFeedPost.Record> {
  const rt = new RichText({ text: copyText(source.content, source.postUrl) });
  await rt.detectFacets(agent);
  const embed =
    (await imagesEmbed(agent, source, deps.logger)) ??
    (source.linkPreview ? await externalEmbed(agent, source.linkPreview, deps.fetch) : null);
  return {
    $type: "app.bsky.feed.post",
    text: rt.text,
    ...(rt.facets?.length ? { facets: rt.facets } : {}),
    ...(embed ? { embed } : {}),
    createdAt: (deps.now ?? new Date()).toISOString(),
  };
}
