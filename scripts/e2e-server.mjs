// Starts the built server on a fresh embedded database for the end-to-end tests, with a real
// SMTP server on loopback that receives its mail. Tests read what arrived from
// http://127.0.0.1:{E2E_MAIL_HTTP_PORT}/messages (newest last).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startOidcProvider } from "./lib/oidc-test-provider.mjs";
import { startTestPds } from "./lib/test-pds.mjs";

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.push({ to: mail.to?.text ?? "", subject: mail.subject ?? "", text: mail.text ?? "" });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");
// `/ready` answers once the app is up with the demo community in it (Playwright waits for it);
// any other path lists the mail.
let ready = false;
const mailHttp = createServer((req, res) => {
  if (req.url === "/ready") {
    res.writeHead(ready ? 200 : 503).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(messages));
}).listen(MAIL_HTTP_PORT, "127.0.0.1");

// A page on the open web, as a member would link to it: the link-preview fetcher reads its Open
// Graph tags (the app may reach this one loopback address: LINK_PREVIEW_ALLOW_HOSTS below).
const PAGES_PORT = Number(process.env.E2E_PAGES_PORT ?? 3124);
const pages = createServer((req, res) => {
  if (req.url !== "/garden-report") {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html><head><title>Garden report</title>
<meta property="og:title" content="Community Garden Report 2026">
<meta property="og:description" content="Forty families grew their own vegetables this year.">
<meta property="og:site_name" content="Riverside Gardens">
</head><body><h1>Community Garden Report 2026</h1></body></html>`);
}).listen(PAGES_PORT, "127.0.0.1");

// A real OpenID provider standing in for Google; it must answer before the app starts, because
// the app reads its discovery document at start-up.
const appUrl = `http://localhost:${process.env.PORT ?? 3100}`;
const google = await startOidcProvider({
  port: Number(process.env.E2E_OIDC_PORT ?? 3127),
  clientId: "commonground-e2e",
  clientSecret: "e2e-google-secret",
  redirectUris: [`${appUrl}/api/auth/callback/google`],
});

const apple = await startOidcProvider({
  port: Number(process.env.E2E_APPLE_OIDC_PORT ?? 3128),
  clientId: "commonground-apple-e2e",
  clientSecret: "e2e-apple-secret",
  redirectUris: [`${appUrl}/api/auth/callback/apple`],
  defaultAccount: "apple-new-member",
});

// A real AT Protocol PDS standing in for Bluesky; tests create their accounts on it.
const pds = await startTestPds({ port: Number(process.env.E2E_PDS_PORT ?? 3129) });

const dataDir = mkdtempSync(path.join(tmpdir(), "cg-e2e-"));
const child = spawn(process.execPath, ["dist/server/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    GOOGLE_CLIENT_ID: "commonground-e2e",
    GOOGLE_CLIENT_SECRET: "e2e-google-secret",
    GOOGLE_ISSUER_URL: google.issuer,
    APPLE_CLIENT_ID: "commonground-apple-e2e",
    APPLE_CLIENT_SECRET: "e2e-apple-secret",
    APPLE_ISSUER_URL: apple.issuer,
    BLUESKY_SERVICE_URL: pds.url,
    // Posts copied to Bluesky go to the member's own PDS, found through the test PLC directory.
    BLUESKY_PLC_URL: pds.plcUrl,
    BLUESKY_ALLOW_PRIVATE_PDS: "true",
    // The dashboard's iOS card shows only with a store link.
    IOS_APP_STORE_URL: "https://apps.apple.com/app/id375380948",
    LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${PAGES_PORT}`,
  },
});
// The demo community (e2e/app/demo.spec.ts signs in to it) is seeded before the first test: its
// seeding holds the server for seconds, which would stall the tests running beside it.
const APP_URL = `http://localhost:${process.env.PORT ?? 3100}`;
(async () => {
  for (;;) {
    const health = await fetch(`${APP_URL}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const demo = await fetch(`${APP_URL}/api/test/demo`, { method: "POST" });
  if (demo.status !== 201) throw new Error(`seeding the demo failed: ${demo.status} ${await demo.text()}`);
  ready = true;
})().catch((error) => {
  console.error(error);
  child.kill("SIGTERM");
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", async (code) => {
  smtp.close();
  mailHttp.close();
  pages.close();
  // The PDS keeps its data in a temporary folder that its close removes: wait for it.
  await Promise.allSettled([google.close(), apple.close(), pds.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
