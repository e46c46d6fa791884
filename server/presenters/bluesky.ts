import type { BlueskyConnectionStatus } from "../../shared/schemas/bluesky";

/** Spec §3 "Social-network connection status": the handle and DID, never the PDS tokens. */
export function presentBlueskyConnection(status: BlueskyConnectionStatus): BlueskyConnectionStatus {
  return status.connected
    ? { connected: true, handle: status.handle, did: status.did }
    : { connected: false, handle: null, did: null };
}

/** Text of a Bluesky post in pieces, each a link or not (facets resolved on the server). */
export interface BlueskyTextSegment {
  text: string;
  /** Where the piece links: a web page, a profile or a hashtag on bsky.app. */
  link: string | null;
}

/** Someone on Bluesky, as a timeline shows them. */
export interface BlueskyActor {
  did: string;
  handle: string;
  displayName: string | null;
  avatarUrl: string | null;
}

/** One post of a member's Bluesky timeline (our own shape; never Bluesky's JSON as it came). */
export interface BlueskyTimelinePost {
  uri: string;
  /** The post on bsky.app. */
  url: string;
  author: BlueskyActor;
  segments: BlueskyTextSegment[];
  images: { thumbUrl: string; fullUrl: string; alt: string; width: number | null; height: number | null }[];
  card: { url: string; title: string; description: string; thumbUrl: string | null } | null;
  quote: { url: string; author: BlueskyActor; text: string } | null;
  /** Who reposted it into the timeline, when it came as a repost. */
  repostedBy: BlueskyActor | null;
  replyCount: number;
  repostCount: number;
  likeCount: number;
  createdAt: string;
}

export interface BlueskyTimelinePage {
  posts: BlueskyTimelinePost[];
  nextCursor: string | null;
}
