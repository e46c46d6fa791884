// The load generator of `npm run bench`, in a process of its own so that it never shares an event
// loop with what it measures. Takes one case as JSON in argv[2], prints its figures as JSON.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2]);
const options = {
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  method: spec.method ?? "GET",
  headers: spec.headers ?? {},
  ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
};
if (spec.uniqueBetaSignups) {
  // Each sign-up needs an address of its own, or it measures the "already on the list" path.
  let n = 0;
  const prefix = `bench-${Date.now().toString(36)}-${process.pid}`;
  options.requests = [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          name: "Bench",
          email: `${prefix}-${n++}@example.org`,
          organization: "Bench Org",
          organizationType: "other",
        }),
      }),
    },
  ];
}
if (spec.rotateCookies) {
  // Members' session cookies (a JSON array in this file), one request each in turn: writes that
  // are limited per member are measured as many members write them (scripts/bench/seed.ts).
  const cookies = JSON.parse(readFileSync(spec.rotateCookies, "utf8"));
  let n = 0;
  options.requests = [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, cookie: cookies[n++ % cookies.length] },
      }),
    },
  ];
}
// Every response's time, for the percentiles autocannon's summary lacks (p95) and the slowest.
const times = [];
const instance = autocannon(options);
instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await instance;
times.sort((a, b) => a - b);
const percentile = (p) =>
  times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : 0;
const round = (ms) => Math.round(ms * 10) / 10;
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: round(percentile(50)),
    p95: round(percentile(95)),
    p99: round(percentile(99)),
    max: round(times.at(-1) ?? 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
