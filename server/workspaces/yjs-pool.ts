import { Worker } from "node:worker_threads";
import type { UpdateInspection } from "./ydoc";
import type { YjsTask } from "./yjs-worker";

/**
 * The server's Yjs worker thread (docs/decisions.md, "Workspaces"): one per process, started on
 * first use, which runs page work in turn. The event loop only hands it bytes and gets bytes back,
 * so reading or folding the largest page allowed never holds other requests (issue 26: a 26 MB
 * page once took 3 s per read, and three reads blocked every request for 8 s).
 */
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/** The worker's entry beside this file: TypeScript through tsx in development and tests, JavaScript once built. */
function start(): Worker {
  const source = import.meta.url.endsWith(".ts");
  const started = new Worker(new URL(source ? "./yjs-worker-dev.mjs" : "./yjs-worker.js", import.meta.url));
  // It must not keep a process alive that has nothing else to do.
  started.unref();
  started.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const task = waiting.get(id);
    if (!task) return;
    waiting.delete(id);
    if (error !== undefined) task.reject(new Error(error));
    else task.resolve(result);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const task of waiting.values()) task.reject(error);
    waiting.clear();
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`the Yjs worker stopped (${code})`)));
  return started;
}

function run<T>(work: YjsTask, transfer: ArrayBuffer[] = []): Promise<T> {
  worker ??= start();
  const id = ++nextId;
  const result = new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
  });
  worker.postMessage({ id, work }, transfer);
  return result;
}

/** Copies into buffers of their own, which can be handed to the worker without a second copy. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);
const buffersOf = (...parts: (Uint8Array | null)[]) =>
  parts.filter((part): part is Uint8Array => part !== null).map((part) => part.buffer as ArrayBuffer);

export const yjs = {
  /** What an update is: valid, empty, adding content (ydoc.ts inspectUpdate). */
  inspect(update: Uint8Array): Promise<UpdateInspection> {
    const copy = own(update);
    return run({ task: "inspect", update: copy }, buffersOf(copy));
  },
  /** The document as one update, for a reader (ydoc.ts mergeDocument). */
  merge(state: Uint8Array | null, updates: readonly Uint8Array[]): Promise<Uint8Array> {
    const parts = { state: state && own(state), updates: updates.map(own) };
    return run({ task: "merge", ...parts }, buffersOf(parts.state, ...parts.updates));
  },
  /** The document folded, and its text, for compaction (ydoc.ts compactDocument). */
  compact(
    state: Uint8Array | null,
    updates: readonly Uint8Array[],
  ): Promise<{ state: Uint8Array; text: string }> {
    const parts = { state: state && own(state), updates: updates.map(own) };
    return run({ task: "compact", ...parts }, buffersOf(parts.state, ...parts.updates));
  },
  /** Stops the worker (the server is shutting down); the next use starts another. */
  async close(): Promise<void> {
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  },
};
