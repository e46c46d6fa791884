import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedAddressError } from "../lib/public-address";
import { guardedFetch } from "./guarded-fetch";
import { fetchLinkPreview } from "./link-preview";

/** A site on loopback; tests let it through by name, as nothing else may. */
let site: Server;
let siteHost: string;
/** Another server on loopback that no test allows: what a redirect or a DNS answer points to. */
let inside: Server;
let insideHost: string;

const PAGE = `<!doctype html><html><head>
<title>Riverside Food Bank</title>
<meta property="og:title" content="Volunteer day &amp; harvest">
<meta property="og:description" content="Forty volunteers,
  one afternoon.">
<meta property="og:image" content="/images/harvest.jpg">
<meta property="og:site_name" content="Riverside">
</head><body><meta property="og:title" content="ignored, in the body"></body></html>`;

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const hostOf = (server: Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  inside = await listen((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<title>Internal admin</title>");
  });
  insideHost = hostOf(inside);
  site = await listen((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (url.pathname === "/page") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(PAGE);
    }
    if (url.pathname === "/hop") {
      response.writeHead(302, { location: "/page" });
      return response.end();
    }
    if (url.pathname === "/redirect") {
      response.writeHead(302, { location: url.searchParams.get("to") ?? "/" });
      return response.end();
    }
    if (url.pathname === "/pdf") {
      response.writeHead(200, { "content-type": "application/pdf" });
      return response.end("%PDF-1.7");
    }
    if (url.pathname === "/huge") {
      response.writeHead(200, { "content-type": "text/html" });
      response.write(`<title>${"A".repeat(1000)}</title>`);
      // Far more than a preview reads; the guard stops reading at its limit.
      for (let i = 0; i < 64; i++) response.write("x".repeat(64 * 1024));
      return response.end();
    }
    response.writeHead(404);
    response.end();
  });
  siteHost = hostOf(site);
});
afterAll(async () => {
  await Promise.all([site, inside].map((server) => new Promise((resolve) => server?.close(resolve))));
});

const allowSite = () => ({ allowHosts: new Set([siteHost]) });

describe("link previews", () => {
  it("reads the Open Graph title, description, image and site name, following a redirect", async () => {
    expect(await fetchLinkPreview(`http://${siteHost}/hop`, allowSite())).toEqual({
      url: `http://${siteHost}/page`,
      title: "Volunteer day & harvest",
      description: "Forty volunteers, one afternoon.",
      imageUrl: `http://${siteHost}/images/harvest.jpg`,
      siteName: "Riverside",
    });
  });

  it("gives no preview for what is not a page, and cuts a long title", async () => {
    expect(await fetchLinkPreview(`http://${siteHost}/pdf`, allowSite())).toBeNull();
    expect(await fetchLinkPreview(`http://${siteHost}/missing`, allowSite())).toBeNull();
    const huge = await guardedFetch(`http://${siteHost}/huge`, { ...allowSite(), maxBytes: 100_000 });
    expect(huge.body.length).toBe(100_000);
    expect((await fetchLinkPreview(`http://${siteHost}/huge`, allowSite()))?.title).toHaveLength(300);
  });
});

describe("the guard", () => {
  const refused = (url: string, options = allowSite()) =>
    expect(guardedFetch(url, options)).rejects.toBeInstanceOf(BlockedAddressError);

  it("refuses loopback, private, link-local and unspecified addresses written in the link", async () => {
    for (const host of [
      "127.0.0.1",
      "[::1]",
      "10.0.0.8",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "[fd00::1]",
    ]) {
      await refused(`http://${host}/`);
    }
  });

  it("refuses a name whose DNS answer points inside", async () => {
    // `localhost` resolves to loopback through the system's resolver, as a rebinding name would.
    await refused("http://localhost/");
  });

  it("refuses an allowed site's redirect to an address inside, to metadata, or to another port", async () => {
    for (const to of [
      `http://${insideHost}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://localhost/",
    ]) {
      await refused(`http://${siteHost}/redirect?to=${encodeURIComponent(to)}`);
    }
  });

  it("fetches only http and https on the standard ports, without credentials", async () => {
    for (const url of [
      "file:///etc/passwd",
      "ftp://example.org/",
      "http://example.org:8080/",
      "http://user:pw@example.org/",
    ]) {
      await refused(url);
    }
  });

  it("lets the test's own site through, and only it", async () => {
    expect((await guardedFetch(`http://${siteHost}/page`, allowSite())).status).toBe(200);
    await refused(`http://${siteHost}/page`, { allowHosts: new Set() });
  });
});
