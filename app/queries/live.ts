import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIVE_EVENT_KINDS, type LiveMessage } from "../../shared/live";
import {
  type NotificationItem,
  notificationKeys,
  prependNotification,
  replaceNotification,
} from "./notifications";

/** The live channel's address (server/routes/live). */
export const LIVE_PATH = "/api/live";

/**
 * Applies one live event to the cache: a new notification goes on top of the lists and the count,
 * a changed one replaces its copy in place; `reset` (away longer than the server keeps events)
 * and a first `ready` (the lists may predate the stream) read everything again.
 */
export function applyLiveEvent(client: QueryClient, type: string, data: string, firstReady: boolean) {
  if (type === "ready") {
    if (firstReady) void client.invalidateQueries({ queryKey: notificationKeys.all });
    return;
  }
  if (type === "reset") {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    return;
  }
  const payload = JSON.parse(data) as LiveMessage<NotificationItem>;
  if (!payload.notification) return;
  if (type === "notification.created") prependNotification(client, payload.notification);
  else if (type === "notification.updated") replaceNotification(client, payload.notification);
}

/**
 * The signed-in browser's one live channel (docs/decisions.md, "Live updates"): an EventSource on
 * the session cookie. After a drop it reconnects by itself and names the last event it had, and
 * the server sends what it missed. Nothing polls. A server holds only so many streams per session
 * and member and supersedes the oldest: such a tab closes its stream rather than reconnecting at
 * once (which would supersede another), and opens it again when it is looked at.
 */
export function useLiveUpdates() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let opened = false;
    const on = (type: string) => (event: MessageEvent<string>) => {
      applyLiveEvent(client, type, event.data, type === "ready" && !opened);
      if (type === "ready") opened = true;
    };
    const types = ["ready", "reset", ...LIVE_EVENT_KINDS];
    const listeners = types.map((type) => [type, on(type)] as const);
    const connect = () => {
      const next = new EventSource(LIVE_PATH);
      for (const [type, listener] of listeners) next.addEventListener(type, listener);
      next.addEventListener("superseded", () => {
        next.close();
        source = null;
        // Whatever came meanwhile is read again when the stream reopens.
        opened = false;
      });
      source = next;
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && !source) connect();
    };
    connect();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      source?.close();
    };
  }, [client]);
}
