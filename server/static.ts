import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { isAppPath } from "../shared/app-paths";
import type { AppEnv } from "./context";
import { requestHeader } from "./middleware/response-headers";

/** The push service worker (app/public/sw.js): revalidated on every fetch, so a fix reaches browsers at once. */
const SERVICE_WORKER_PATH = "/sw.js";

/**
 * HTML files served at their own path, for the service worker to precache (app/sw/sw.ts): the
 * shell it gives members' pages offline, and the page for what it has not saved.
 */
const PRECACHED_HTML = new Set(["/_shell.html", "/offline.html"]);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml))|^image\/svg\+xml/;
/**
 * Below this a gzip header and trailer (18 bytes) leave nothing saved. Files are compressed once
 * and kept, so a small file costs nothing per request: a page's first render is some thirty
 * chunks under 1 KiB, whose gzip saves 4 KiB on /dashboard (scripts/lib/bundle-budgets.mjs
 * counts bytes by the same rule).
 */
const MIN_COMPRESS_BYTES = 128;
/** Larger files are served as they are rather than held in memory compressed. */
const MAX_COMPRESS_BYTES = 8 * 1024 * 1024;

/** Whether an Accept-Encoding header lets us answer with gzip (`gzip` or `*`, not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name === "gzip") return !refused;
    if (name === "*") wildcard = !refused;
  }
  return wildcard;
}

interface StaticFile {
  file: string;
  size: number;
  contentType: string;
  /** HTML is kept in memory with %PUBLIC_URL% already replaced. */
  body?: Buffer;
  compressible: boolean;
  /** The gzip of the file, made on its first request that accepts gzip; null when no smaller. */
  gzip?: Buffer | null;
}

export interface StaticAppOptions {
  /**
   * Whether the build's source maps (`*.map`) are served. Not in production: they carry the
   * app's original source, comments included. The build still makes them, "hidden" (no
   * `sourceMappingURL` in the bundles), for error tools that are given them.
   */
  sourceMaps: boolean;
}

/**
 * Serves the built browser app from `dist/app`: files by exact path, prerendered marketing
 * pages at `/{path}/index.html`, and the SPA shell for every other route (history fallback).
 * The file list is read once at start-up, so no request touches a path it was not given.
 */
export class StaticApp {
  private readonly files = new Map<string, StaticFile>();
  readonly available: boolean;

  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
    private readonly options: StaticAppOptions = { sourceMaps: false },
  ) {
    this.available = existsSync(path.join(root, "_shell.html"));
    if (this.available) this.scan(root);
  }

  private scan(dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) this.scan(full);
      else {
        const urlPath = `/${path.relative(this.root, full).split(path.sep).join("/")}`;
        const ext = path.extname(entry.name).toLowerCase();
        // Left out of the list, a source map answers 404 like any file that is not there.
        if (ext === ".map" && !this.options.sourceMaps) continue;
        const contentType = CONTENT_TYPES[ext] ?? "application/octet-stream";
        if (ext === ".html") {
          const body = Buffer.from(readFileSync(full, "utf8").replaceAll("%PUBLIC_URL%", this.publicUrl));
          this.files.set(urlPath, {
            file: full,
            size: body.length,
            contentType,
            body,
            compressible: body.length >= MIN_COMPRESS_BYTES,
          });
        } else {
          const size = statSync(full).size;
          const compressible =
            COMPRESSIBLE.test(contentType) && size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES;
          this.files.set(urlPath, { file: full, size, contentType, compressible });
        }
      }
    }
  }

  /** The SPA shell's HTML (public URL filled in), for pages the server completes (share metadata). */
  shellHtml(): string | null {
    return this.files.get("/_shell.html")?.body?.toString("utf8") ?? null;
  }

  /** The file a browser path resolves to, or the SPA shell. */
  resolve(requestPath: string): { file: StaticFile; kind: "asset" | "page" | "shell" } | null {
    const exact = this.files.get(requestPath);
    if (exact && !requestPath.endsWith(".html")) return { file: exact, kind: "asset" };
    if (exact && PRECACHED_HTML.has(requestPath)) return { file: exact, kind: "page" };
    if (path.extname(requestPath) && !requestPath.endsWith(".html")) return null;
    const trimmed = requestPath.replace(/\/+$/, "");
    const page = this.files.get(`${trimmed}/index.html`);
    if (page) return { file: page, kind: "page" };
    const shell = this.files.get("/_shell.html");
    return shell ? { file: shell, kind: "shell" } : null;
  }

  /**
   * The file gzipped, made once and kept: the files never change while the server runs, and
   * compressing a page again for every request cost more than everything else it did.
   */
  private gzipOf(file: StaticFile): Buffer | null {
    if (file.gzip === undefined) {
      const gzip = gzipSync(file.body ?? readFileSync(file.file), { level: 9 });
      file.gzip = gzip.length < file.size ? gzip : null;
    }
    return file.gzip;
  }

  /** Handles a GET or HEAD for a non-API path. */
  serve(c: Context<AppEnv>): Response {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text("Bad request", 400);
    }
    const resolved = this.resolve(decoded);
    if (!resolved) return c.text("Not found", 404);
    const { file, kind } = resolved;
    // A plain record rather than a Headers object: @hono/node-server writes it straight out.
    const headers: Record<string, string> = {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "cache-control":
        kind === "asset" && c.req.path.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : kind === "asset" && c.req.path !== SERVICE_WORKER_PATH
            ? "public, max-age=3600"
            : "no-cache",
    };
    let body: Buffer | null = file.body ?? null;
    if (file.compressible) {
      headers.vary = "Accept-Encoding";
      const gzip = acceptsGzip(requestHeader(c, "accept-encoding")) ? this.gzipOf(file) : null;
      if (gzip) {
        body = gzip;
        headers["content-encoding"] = "gzip";
        headers["content-length"] = String(gzip.length);
      }
    }
    // The shell answers every path so that the app can show its not-found page, but a path the
    // app has no page for is missing all the same: 404 for search engines and link checkers.
    const status = kind === "shell" && !isAppPath(decoded) ? 404 : 200;
    if (c.req.method === "HEAD") return new Response(null, { status, headers });
    if (body) return new Response(body as Uint8Array<ArrayBuffer>, { status, headers });
    return new Response(Readable.toWeb(createReadStream(file.file)) as ReadableStream, { status, headers });
  }
}
