import { parentPort } from "node:worker_threads";
import { compactDocument, inspectUpdate, mergeDocument } from "./ydoc";

/**
 * The worker thread that does a page's heavy Yjs work (yjs-pool.ts): looking at an update, merging
 * a document for a reader, folding one for compaction. A megabyte document takes hundreds of
 * milliseconds to apply; here that time is the worker's, never the server's event loop.
 */
export type YjsTask =
  | { task: "inspect"; update: Uint8Array }
  | { task: "merge"; state: Uint8Array | null; updates: Uint8Array[] }
  | { task: "compact"; state: Uint8Array | null; updates: Uint8Array[] };

if (!parentPort) throw new Error("yjs-worker runs as a worker thread");
const port = parentPort;

port.on("message", ({ id, work }: { id: number; work: YjsTask }) => {
  try {
    switch (work.task) {
      case "inspect":
        port.postMessage({ id, result: inspectUpdate(work.update) });
        return;
      case "merge": {
        const document = mergeDocument(work.state, work.updates);
        port.postMessage({ id, result: document }, [document.buffer as ArrayBuffer]);
        return;
      }
      case "compact": {
        const folded = compactDocument(work.state, work.updates);
        port.postMessage({ id, result: folded }, [folded.state.buffer as ArrayBuffer]);
        return;
      }
    }
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
