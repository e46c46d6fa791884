import type { AttendanceAction } from "../../shared/enums";
import { OFFLINE_QUEUE_MAX_ITEMS } from "../../shared/volunteering";
import { ApiError } from "./api-error";
import { queueKey } from "./offline-queue-key";

/**
 * An attendance action made without a connection (issue 31), kept on the device until the server
 * has it: a volunteer's own check-in or check-out by the event's code (`self`), or a host's change
 * on the roster (`roster`). `id` is sent with it, so that sending it twice changes nothing.
 */
export interface QueuedAttendance {
  id: string;
  kind: "self" | "roster";
  eventId: number;
  action: AttendanceAction;
  /** When it happened on this device (ISO). */
  recordedAt: string;
  attempts: number;
  /** `self`: the event's check-in code the volunteer scanned. */
  code?: string;
  /** `roster`: the shift and the volunteer. */
  shiftId?: string;
  userId?: string;
  /** `roster`: the volunteer's name, for the list of what waits. */
  name?: string;
  /** Waiting to be sent, or refused by the server (kept, with its reason, until dismissed). */
  state: "waiting" | "refused";
  reason?: string;
}

/** Something this page sent since it was opened, for the "sent" state of the list. */
export interface SentAttendance {
  item: QueuedAttendance;
  sentAt: string;
}

export type QueueInput = Omit<QueuedAttendance, "id" | "attempts" | "state" | "recordedAt"> &
  Partial<Pick<QueuedAttendance, "id" | "recordedAt">>;

/** A new action id: the browser's own where it has one (a secure page), random bytes otherwise. */
export function newActionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; items: QueuedAttendance[] }>();
let sent: SentAttendance[] = [];

function notify() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever any queue changes (here or in another tab); returns the unsubscriber. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", notify);
  };
}

/** The member's queue, oldest first; the same array until it changes (for useSyncExternalStore). */
export function readQueue(userId: string): QueuedAttendance[] {
  const raw = localStorage.getItem(queueKey(userId));
  const known = cache.get(userId);
  if (known && known.raw === raw) return known.items;
  let items: QueuedAttendance[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) items = parsed as QueuedAttendance[];
  } catch {
    // A damaged entry is dropped rather than breaking every page that reads it.
  }
  cache.set(userId, { raw, items });
  return items;
}

function writeQueue(userId: string, items: QueuedAttendance[]) {
  if (items.length === 0) localStorage.removeItem(queueKey(userId));
  else localStorage.setItem(queueKey(userId), JSON.stringify(items));
  notify();
}

/** What was sent since the page was opened, newest first. */
export const readSent = () => sent;

/** The words for a full queue: nothing is dropped to make room. */
export const QUEUE_FULL_MESSAGE = `${OFFLINE_QUEUE_MAX_ITEMS} changes are already waiting to be sent. Connect to the internet to send them first.`;

/** Adds an action to the end of the member's queue, stamped now unless it has its time already. */
export function enqueue(userId: string, input: QueueInput): QueuedAttendance {
  const items = readQueue(userId);
  if (items.length >= OFFLINE_QUEUE_MAX_ITEMS) throw new ApiError(QUEUE_FULL_MESSAGE, 409, "conflict");
  const item: QueuedAttendance = {
    ...input,
    id: input.id ?? newActionId(),
    recordedAt: input.recordedAt ?? new Date().toISOString(),
    attempts: 0,
    state: "waiting",
  };
  writeQueue(userId, [...items, item]);
  scheduleFlush(userId);
  return item;
}

/** Removes an item: a refusal the person has read, or a change undone before it was sent. */
export function removeQueued(userId: string, id: string) {
  writeQueue(
    userId,
    readQueue(userId).filter((item) => item.id !== id),
  );
}

/** The id being sent right now: it cannot be taken back any more. */
let inFlight: string | null = null;
export const isInFlight = (id: string) => inFlight === id;

type Sender = (item: QueuedAttendance) => Promise<void>;
type Outcome = (item: QueuedAttendance, result: "sent" | "refused") => void;
let sender: { send: Sender; after: Outcome } | null = null;

/** How the queue sends an item and what happens after (set by app/queries/offline-attendance.ts). */
export function configureSender(send: Sender, after: Outcome) {
  sender = { send, after };
}

/**
 * An answer that will not change by sending again: the server refused the action (a 4xx), apart
 * from being signed out (401: sent after the next sign-in), a timeout and the rate limit.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

let flushing: Promise<void> | null = null;

/**
 * Sends the member's waiting actions one by one, oldest first, so that the server sees them in
 * the order they happened. A network failure (or a server error) stops the round and keeps the
 * item for the next; a refusal keeps it in the list with the server's reason, and the round goes
 * on with the next one.
 */
export function flushQueue(userId: string): Promise<void> {
  if (flushing) return flushing;
  if (!sender || !navigator.onLine) return Promise.resolve();
  const { send, after } = sender;
  flushing = (async () => {
    for (;;) {
      const item = readQueue(userId).find((one) => one.state === "waiting");
      if (!item) return;
      inFlight = item.id;
      try {
        await send(item);
        inFlight = null;
        removeQueued(userId, item.id);
        sent = [{ item, sentAt: new Date().toISOString() }, ...sent].slice(0, 50);
        notify();
        after(item, "sent");
      } catch (error) {
        inFlight = null;
        const refused = isRefusal(error);
        writeQueue(
          userId,
          readQueue(userId).map((one) =>
            one.id !== item.id
              ? one
              : refused
                ? {
                    ...one,
                    attempts: one.attempts + 1,
                    state: "refused",
                    reason: (error as ApiError).message,
                  }
                : { ...one, attempts: one.attempts + 1 },
          ),
        );
        if (!refused) return;
        after({ ...item, reason: (error as ApiError).message }, "refused");
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** How often a queue with items waiting is tried again while the page is open. */
export const FLUSH_EVERY_MS = 15_000;

let running: { userId: string; users: number; stop: () => void } | null = null;

/** Tries the queue soon (after a change made while the network may be back). */
function scheduleFlush(userId: string) {
  if (running?.userId === userId) setTimeout(() => void flushQueue(userId), 0);
}

/**
 * Keeps the member's queue moving while a page that needs it is open (the signed-in frame when
 * something waits, the check-in page, the roster): now, whenever the browser comes back online,
 * and every FLUSH_EVERY_MS while something waits. Returns this user's stopper; the queue stops
 * when the last one has stopped.
 */
export function startFlushing(userId: string): () => void {
  if (running?.userId !== userId) {
    running?.stop();
    const flush = () => void flushQueue(userId);
    const timer = window.setInterval(() => {
      if (readQueue(userId).some((item) => item.state === "waiting")) flush();
    }, FLUSH_EVERY_MS);
    window.addEventListener("online", flush);
    const current = {
      userId,
      users: 0,
      stop: () => {
        window.clearInterval(timer);
        window.removeEventListener("online", flush);
        if (running === current) running = null;
      },
    };
    running = current;
    flush();
  }
  const current = running as NonNullable<typeof running>;
  current.users += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.users -= 1;
    if (current.users === 0) current.stop();
  };
}
