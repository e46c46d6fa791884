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
  // A body sent as it is (an upload's multipart form), read from a file.
  ...(spec.bodyFile === undefined ? {} : { body: readFileSync(spec.bodyFile) }),
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
// What each race registration came to, by outcome (below).
const outcomes = {};
let issued = 0;
if (spec.races) {
  // The registration race (scripts/bench/races.ts): request i is racer i mod R's registration
  // for race ⌊i / R⌋, picking its one shift, so the R requests in flight at any moment are R
  // members racing for the same few places. A member registers once per event, so the count goes
  // on from `from`, where the previous run (the warm-up) stopped, and every request is a new pair.
  const { cookies, races } = JSON.parse(readFileSync(spec.races.file, "utf8"));
  let n = spec.races.from;
  options.requests = [
    {
      setupRequest: (request) => {
        const i = n++;
        issued++;
        // Past the last race the pairs come round again, and the answers say "already registered".
        const race = races[Math.floor(i / cookies.length) % races.length];
        return {
          ...request,
          path: `/api/events/${race.eventId}/registrations`,
          headers: { ...request.headers, cookie: cookies[i % cookies.length] },
          body: JSON.stringify({ registrationType: "volunteer", shiftIds: [race.shiftId] }),
        };
      },
      // Every answer is counted: a place, a place in the shift's queue, or the shift refused
      // (201 all three: the registration stands), or another status.
      onResponse: (status, body) => {
        let outcome = `HTTP ${status}`;
        if (status === 201) {
          const result = JSON.parse(body);
          outcome = result.assigned?.length
            ? "assigned"
            : result.waitlisted?.length
              ? "waitlisted"
              : `refused: ${result.refused?.[0]?.reason ?? "?"}`;
        }
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      },
    },
  ];
}
// Every response's time, for the percentiles autocannon's summary lacks (p95) and the slowest.
const times = [];
const cpuBefore = process.cpuUsage();
const instance = autocannon(options);
instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await instance;
// This process's own CPU per request: the same work in every run of a route, so a gauge of how
// fast the machine ran.
const cpu = process.cpuUsage(cpuBefore);
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
    // How the answers that were not 2xx split, and the errors (status → count), for the table's note.
    refusals: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, { count }]) => [`HTTP ${status}`, count]),
      ),
      ...(result.errors ? { "connection errors": result.errors } : {}),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
    },
    loadCpuUsPerRequest: result.requests.total ? (cpu.user + cpu.system) / result.requests.total : null,
    ...(spec.races ? { issued, outcomes } : {}),
  })}\n`,
);
