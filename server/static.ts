import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { AppEnv } from "./context";

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

interface StaticFile {
  file: string;
  size: number;
  contentType: string;
  /** HTML is kept in memory with %PUBLIC_URL% already replaced. */
  body?: Buffer;
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
        const contentType = CONTENT_TYPES[ext] ?? "application/octet-stream";
        if (ext === ".html") {
          const body = Buffer.from(readFileSync(full, "utf8").replaceAll("%PUBLIC_URL%", this.publicUrl));
          this.files.set(urlPath, { file: full, size: body.length, contentType, body });
        } else {
          this.files.set(urlPath, { file: full, size: statSync(full).size, contentType });
        }
      }
    }
  }

  /** The file a browser path resolves to, or the SPA shell. */
  resolve(requestPath: string): { file: StaticFile; kind: "asset" | "page" | "shell" } | null {
    const exact = this.files.get(requestPath);
    if (exact && !requestPath.endsWith(".html")) return { file: exact, kind: "asset" };
    if (path.extname(requestPath) && !requestPath.endsWith(".html")) return null;
    const trimmed = requestPath.replace(/\/+$/, "");
    const page = this.files.get(`${trimmed}/index.html`);
    if (page) return { file: page, kind: "page" };
    const shell = this.files.get("/_shell.html");
    return shell ? { file: shell, kind: "shell" } : null;
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
    const headers = new Headers({
      "content-type": file.contentType,
      "content-length": String(file.size),
      "cache-control":
        kind === "asset" && c.req.path.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : kind === "asset"
            ? "public, max-age=3600"
            : "no-cache",
    });
    if (c.req.method === "HEAD") return new Response(null, { headers });
    if (file.body) return new Response(new Uint8Array(file.body), { headers });
    return new Response(Readable.toWeb(createReadStream(file.file)) as ReadableStream, { headers });
  }
}
