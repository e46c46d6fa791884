// The Yjs worker thread as development and the tests run it: its TypeScript through tsx, which a
// worker thread does not inherit from the process. The build bundles yjs-worker.ts itself.
import { register } from "tsx/esm/api";

register();
await import("./yjs-worker.ts");
