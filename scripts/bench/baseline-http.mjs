// Baseline for `npm run bench`: the cheapest possible Node HTTP route, in a process of its own.
import { createServer } from "node:http";

const port = Number(process.env.PORT);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"status":"ok"}');
}).listen(port, "127.0.0.1");
