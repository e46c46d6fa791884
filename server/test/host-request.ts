import { request } from "node:http";

/**
 * A request to a server on loopback with the `Host` header a browser would send for `host`
 * (fetch sets its own Host, from the URL): a page of another site rebinding its name to this
 * machine sends its own name there.
 */
export function requestWithHost(
  origin: string,
  path: string,
  host: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      { method: options.method ?? "GET", headers: { ...options.headers, host } },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}
