// The load generator of `npm run bench`, in a process of its own so that it never shares an event
// loop with what it measures. Takes one case as JSON in argv[2], prints its figures as JSON.
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2]);
const options = {
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  method: spec.method ?? "GET",
  headers: spec.headers ?? {},
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
const result = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
