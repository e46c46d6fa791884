import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from "y-protocols/awareness";
import * as Y from "yjs";
import { fromBase64 } from "./base64";

/** What the page says about the member's changes. */
export type SaveState = "saved" | "saving" | "offline" | "failed";

export interface ProviderStatus {
  save: SaveState;
  /** Why the last change was refused for good (failed), in the server's words. */
  error: string | null;
}

/** The part of EventSource the provider uses (the browser's, or a test's). */
export interface StreamLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** How the provider reaches the server: fetch for what it sends, an event stream for what it hears. */
export interface WorkspaceTransport {
  fetch(url: string, init?: RequestInit): Promise<Response>;
  openStream(url: string): StreamLike;
}

export interface WorkspaceProviderOptions {
  /** The page's API path, `/api/groups/1/workspace/pages/{pageId}`. */
  pagePath: string;
  /** The document as the page's GET answered it (base64), and the id of its last update. */
  document: string;
  lastUpdateId: string;
  /** False for members who only read: nothing is ever sent. */
  canWrite: boolean;
  transport?: WorkspaceTransport;
  /** How long typing gathers into one update before it is sent. */
  batchMs?: number;
  /** Told when the page was deleted, or the stream was refused (401, 403, 404). */
  onClosed?: (reason: "deleted" | "refused") => void;
  onTitle?: (title: string) => void;
}

const CLOSED = 2;
const MAX_RETRY_MS = 15_000;

const browserTransport: WorkspaceTransport = {
  fetch: (url, init) => fetch(url, { credentials: "same-origin", ...init }),
  openStream: (url) => new EventSource(url),
};

/**
 * Our Yjs provider (docs/decisions.md, "Workspaces"): a document and its awareness, kept in step
 * with the server's over plain HTTP. Local changes gather for `batchMs`, merged into one update,
 * and go by POST; an update counts as saved only once the server acknowledges it (it has then
 * committed). Until then it is kept, merged with later ones, and sent again after a failure or
 * when the stream is back: Yjs updates are idempotent, so a resend that had in fact arrived
 * changes nothing. What others write arrives on the page's event stream, which resumes after the
 * last update id it had. Cursors and names (awareness) go by POST and arrive on the same stream.
 */
export class WorkspaceProvider {
  readonly doc = new Y.Doc();
  readonly awareness: Awareness;
  private readonly options: Required<Omit<WorkspaceProviderOptions, "onClosed" | "onTitle">> &
    Pick<WorkspaceProviderOptions, "onClosed" | "onTitle">;
  private pending: Uint8Array | null = null;
  private inFlight: Uint8Array | null = null;
  private batchTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private awarenessTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private stream: StreamLike | null = null;
  private lastId: string;
  private connected = false;
  private wasConnected = false;
  private error: string | null = null;
  private destroyed = false;
  private status: ProviderStatus = { save: "saved", error: null };
  private readonly listeners = new Set<() => void>();

  constructor(options: WorkspaceProviderOptions) {
    this.options = { transport: browserTransport, batchMs: 150, ...options };
    this.lastId = options.lastUpdateId;
    Y.applyUpdate(this.doc, fromBase64(options.document), this);
    this.awareness = new Awareness(this.doc);
    this.doc.on("update", this.onDocumentUpdate);
    this.awareness.on("update", this.onAwarenessUpdate);
    this.openStream();
  }

  /** The save state now; `subscribe` tells of each change (for useSyncExternalStore). */
  getStatus = (): ProviderStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while a change has not been acknowledged: leaving the page now could lose it. */
  hasUnsavedChanges(): boolean {
    return Boolean(this.pending || this.inFlight);
  }

  /** Says goodbye (presence removed), sends what is left if it can, and stops. */
  destroy() {
    if (this.destroyed) return;
    removeAwarenessStates(this.awareness, [this.doc.clientID], "local");
    this.sendAwareness(true);
    // What is not acknowledged yet goes once more (a resend of what is in flight is harmless).
    const unsent =
      this.inFlight && this.pending ? Y.mergeUpdates([this.inFlight, this.pending]) : this.pending;
    if (unsent) void this.send(unsent, true);
    this.destroyed = true;
    for (const timer of [this.batchTimer, this.retryTimer, this.awarenessTimer])
      if (timer) clearTimeout(timer);
    this.stream?.close();
    this.doc.off("update", this.onDocumentUpdate);
    this.awareness.off("update", this.onAwarenessUpdate);
    this.awareness.destroy();
    this.listeners.clear();
  }

  private emit() {
    const save: SaveState = this.error
      ? "failed"
      : (this.wasConnected && !this.connected) || this.retryTimer
        ? "offline"
        : this.pending || this.inFlight
          ? "saving"
          : "saved";
    if (save === this.status.save && this.error === this.status.error) return;
    this.status = { save, error: this.error };
    for (const listener of this.listeners) listener();
  }

  private readonly onDocumentUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this || !this.options.canWrite || this.destroyed) return;
    this.pending = this.pending ? Y.mergeUpdates([this.pending, update]) : update;
    this.batchTimer ??= setTimeout(() => {
      this.batchTimer = null;
      void this.flush();
    }, this.options.batchMs);
    this.emit();
  };

  /** Sends what is waiting, unless a request is out (its answer sends the rest) or it failed for good. */
  private async flush() {
    if (this.inFlight || !this.pending || this.destroyed || this.error) return;
    const update = this.pending;
    this.pending = null;
    this.inFlight = update;
    this.emit();
    await this.send(update, false);
  }

  private async send(update: Uint8Array, keepalive: boolean) {
    let response: Response | null = null;
    try {
      response = await this.options.transport.fetch(`${this.options.pagePath}/updates`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: update as BufferSource,
        keepalive: keepalive && update.length < 60_000,
      });
    } catch {
      // No answer: it may or may not have arrived; sending it again is harmless.
    }
    if (this.destroyed) return;
    this.inFlight = null;
    if (response?.ok) {
      this.retries = 0;
    } else if (response && response.status < 500 && response.status !== 429) {
      this.error = await reason(response);
    } else {
      this.pending = this.pending ? Y.mergeUpdates([update, this.pending]) : update;
      this.retryLater();
    }
    this.emit();
    if (this.pending && !this.retryTimer) void this.flush();
  }

  private retryLater() {
    if (this.retryTimer) return;
    const wait = Math.min(1000 * 2 ** this.retries++, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
      this.emit();
    }, wait);
  }

  private openStream() {
    if (this.destroyed) return;
    const source = this.options.transport.openStream(
      `${this.options.pagePath}/stream?after=${encodeURIComponent(this.lastId)}`,
    );
    this.stream = source;
    source.addEventListener("ready", () => {
      this.connected = true;
      this.wasConnected = true;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.retries = 0;
      this.emit();
      void this.flush();
      this.sendAwareness(false);
    });
    source.addEventListener("update", (event) => {
      Y.applyUpdate(this.doc, fromBase64(event.data), this);
      if (event.lastEventId) this.lastId = event.lastEventId;
    });
    source.addEventListener("awareness", (event) => {
      applyAwarenessUpdate(this.awareness, fromBase64(event.data), this);
    });
    source.addEventListener("title", (event) => {
      this.options.onTitle?.((JSON.parse(event.data) as { title: string }).title);
    });
    source.addEventListener("deleted", () => {
      this.stream?.close();
      this.stream = null;
      this.options.onClosed?.("deleted");
    });
    source.onerror = () => {
      this.connected = false;
      this.emit();
      // The browser reconnects by itself after a network error; an answer that was not the
      // stream (a proxy's 502, a 403 since) closes it for good: ask the page why.
      if (source.readyState === CLOSED && this.stream === source) void this.reopen();
    };
  }

  private async reopen() {
    this.stream = null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** this.retries++, MAX_RETRY_MS)));
    if (this.destroyed) return;
    const response = await this.options.transport.fetch(this.options.pagePath).catch(() => null);
    if (response && [401, 403, 404].includes(response.status)) {
      this.options.onClosed?.("refused");
      return;
    }
    this.openStream();
  }

  private readonly onAwarenessUpdate = (
    changes: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    if (origin === this) {
      // Someone new is here: tell them who we are rather than wait for our next renewal.
      if (changes.added.length) this.sendAwareness(false);
      return;
    }
    const mine = [...changes.added, ...changes.updated, ...changes.removed].includes(this.doc.clientID);
    if (mine) this.sendAwareness(false);
  };

  /** Our own presence, at most ten times a second (the caret moves with every keystroke). */
  private sendAwareness(now: boolean) {
    if (this.destroyed) return;
    const post = () => {
      this.awarenessTimer = null;
      const message = encodeAwarenessUpdate(this.awareness, [this.doc.clientID]);
      void this.options.transport
        .fetch(`${this.options.pagePath}/awareness`, {
          method: "POST",
          headers: { "content-type": "application/octet-stream" },
          body: message as BufferSource,
          keepalive: now,
        })
        .catch(() => undefined);
    };
    if (now) post();
    else this.awarenessTimer ??= setTimeout(post, 100);
  }
}

async function reason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The server refused the change (${response.status}).`;
}
