import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { AttendanceAction } from "../../shared/enums";
import { useOnline } from "../hooks/use-online";
import { ApiError, api, readJson } from "../lib/api-client";
import {
  configureSender,
  enqueue,
  isInFlight,
  newActionId,
  type QueuedAttendance,
  type QueueInput,
  readQueue,
  readSent,
  removeQueued,
  type SentAttendance,
  startFlushing,
  subscribeQueue,
} from "../lib/offline-queue";
import { toast } from "../lib/toast";
import { eventKeys } from "./events";
import { useMeQuery } from "./me";

const events = api.events[":id"];

/** Sends one action; `offline` adds when it happened (an action sent at once has the server's time). */
async function send(item: QueueInput & { id: string; recordedAt?: string }) {
  const stamp = { actionId: item.id, ...(item.recordedAt ? { recordedAt: item.recordedAt } : {}) };
  const param = { id: String(item.eventId) };
  if (item.kind === "self") {
    return readJson(
      await events["check-in"].$post({
        param,
        json: {
          code: item.code ?? "",
          action: item.action === "check-out" ? "check-out" : "check-in",
          ...stamp,
        },
      }),
    );
  }
  return readJson(
    await events.shifts[":shiftId"].volunteers[":userId"].attendance.$post({
      param: { ...param, shiftId: item.shiftId ?? "", userId: item.userId ?? "" },
      json: { action: item.action, ...stamp },
    }),
  );
}

let client: QueryClient | null = null;

/** What the person reads when the server refused something they did offline. */
export const refusalText = (item: QueuedAttendance) =>
  `${describeAction(item)} was not sent: ${item.reason ?? "the server refused it."}`;

configureSender(
  async (item) => {
    await send(item);
  },
  (item, result) => {
    void client?.invalidateQueries({ queryKey: eventKeys.detail(item.eventId) });
    if (result === "refused") toast.error(refusalText(item));
  },
);

/**
 * Starts sending the member's queue (see startFlushing) with the page's query cache, which each
 * action sent brings up to date. Returns the stopper.
 */
export function startAttendanceQueue(userId: string, queryClient: QueryClient): () => void {
  client = queryClient;
  return startFlushing(userId);
}

const ACTION_WORDS: Record<AttendanceAction, string> = {
  "check-in": "Checked in",
  "check-out": "Checked out",
  "no-show": "Marked as a no-show",
  undo: "Undid the last change",
};

/** "Checked in", "Ada Volunteer: checked out": what an item did, for lists and messages. */
export function describeAction(item: QueuedAttendance): string {
  const words = ACTION_WORDS[item.action];
  return item.name ? `${item.name}: ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
}

const NONE: QueuedAttendance[] = [];

/**
 * The member's actions on this event that wait to be sent or were refused, oldest first, and
 * those sent since the page was opened; keeps the queue moving while the page is open.
 */
export function useEventQueue(eventId: number) {
  const userId = useMeQuery().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => (userId ? startAttendanceQueue(userId, queryClient) : undefined), [userId, queryClient]);
  const all = useSyncExternalStore(
    subscribeQueue,
    () => (userId ? readQueue(userId) : NONE),
    () => NONE,
  );
  const sentAll = useSyncExternalStore(subscribeQueue, readSent, readSent);
  const items = useMemo(() => all.filter((item) => item.eventId === eventId), [all, eventId]);
  const sent = useMemo(
    () => sentAll.filter((one: SentAttendance) => one.item.eventId === eventId),
    [sentAll, eventId],
  );
  const dismiss = useCallback((id: string) => userId && removeQueued(userId, id), [userId]);
  return { items, sent, dismiss };
}

export type AttendanceOutcome =
  | { queued: false; answer: unknown }
  | { queued: true; id: string; cancelled?: boolean };

/**
 * Records an attendance action: at once when there is a connection, and otherwise (no network,
 * or the request failed on the way) kept on the device with the time it happened, to be sent
 * when the connection is back. The same id goes with both, so an action that reached the server
 * although its answer was lost is not applied twice. A roster undo of a change still waiting
 * takes that change out of the queue instead.
 */
export function useAttendanceRecorder() {
  const userId = useMeQuery().data?.user.id;
  const online = useOnline();
  return useCallback(
    async (input: QueueInput): Promise<AttendanceOutcome> => {
      if (!userId) throw new ApiError("Sign in again to record this.", 401, "unauthorized");
      if (input.action === "undo" && input.kind === "roster") {
        const last = readQueue(userId)
          .filter(
            (item) =>
              item.state === "waiting" &&
              item.kind === "roster" &&
              item.shiftId === input.shiftId &&
              item.userId === input.userId,
          )
          .at(-1);
        if (last && !isInFlight(last.id)) {
          removeQueued(userId, last.id);
          return { queued: true, id: last.id, cancelled: true };
        }
      }
      const id = newActionId();
      const recordedAt = new Date().toISOString();
      const queue = () => {
        enqueue(userId, { ...input, id, recordedAt });
        return { queued: true as const, id };
      };
      // Something already waits: this goes behind it, so the server gets them in the order they happened.
      const waiting = readQueue(userId).some((item) => item.state === "waiting");
      if (!online || !navigator.onLine || waiting) return queue();
      try {
        return { queued: false, answer: await send({ ...input, id }) };
      } catch (error) {
        if (error instanceof ApiError && error.code === "network_error") return queue();
        throw error;
      }
    },
    [userId, online],
  );
}
