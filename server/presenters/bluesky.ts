import type { BlueskyConnectionStatus } from "../../shared/schemas/bluesky";

/** Spec §3 "Social-network connection status": the handle and DID, never the PDS tokens. */
export function presentBlueskyConnection(status: BlueskyConnectionStatus): BlueskyConnectionStatus {
  return status.connected
    ? { connected: true, handle: status.handle, did: status.did }
    : { connected: false, handle: null, did: null };
}
