// Development: the API server with reload (tsx watch) and the Vite dev server, which proxies /api.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/index.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", LOG_LEVEL: "debug", ...process.env },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
