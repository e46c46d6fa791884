import { loadConfigOrExit } from "./env";
import { startServer } from "./start";

/** Process entry point: `npm start` runs the bundled copy of this file. */
const config = loadConfigOrExit();
try {
  const running = await startServer(config);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.shutdown(signal).then(
        () => process.exit(0),
        (error) => {
          process.stderr.write(`shutdown failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
