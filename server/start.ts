import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { createBlueskyAccounts } from "./auth/bluesky/accounts";
import { createSessionReader, type SessionRow } from "./auth/session";
import { createSessionCache } from "./auth/session-cache";
import { createBackgroundWorker, SERVER_SCHEDULES } from "./background";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import type { Config } from "./env";
import { ensureSchedules } from "./jobs/schedules";
import { systemClock } from "./lib/clock";
import { devMailboxLink } from "./lib/dev-mailbox-key";
import { createLimits } from "./limits/limits";
import { createLiveHub } from "./live/hub";
import { createLogger, type Logger } from "./logger";
import { createTransport } from "./mail/mailer";
import { sweepStaleUploads, uploadsTmpDir } from "./media/receive-upload";
import { createUploadSlots } from "./media/upload-slots";
import { createNativePushSenders } from "./notifications/native-senders";
import { createWebPushSender, type PushSenders } from "./notifications/push-sender";
import { resolveVapidKeys } from "./notifications/vapid";
import { resolveSecret } from "./secrets";
import { ensureStorageBuckets } from "./storage/buckets";
import { createObjectStorage } from "./storage/create-storage";
import { createDocumentCache } from "./workspaces/document-cache";
import { createWorkspaceHub } from "./workspaces/hub";

export interface RunningServer {
  deps: AppDeps;
  server: Server;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  shutdown(reason: string): Promise<void>;
}

export interface StartOptions {
  /** Where the server logs; JSON lines on stdout unless a test reads them. */
  logger?: Logger;
}

/** Opens and migrates the database, prepares storage and starts listening. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const secret = resolveSecret(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, "pglite"),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
    await ensureStorageBuckets(database.db);
    await ensureSchedules(database.db, SERVER_SCHEDULES);
  } catch (error) {
    await database.close();
    throw error;
  }
  // S3-compatible object storage when configured (its bucket created when missing), else local disk.
  const storage = await createObjectStorage(config, secret).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const bluesky = createBlueskyAccounts({ config, db: database.db, logger, secret });
  const limits = createLimits({ db: database.db, clock: systemClock });
  const auth = createAuth({ config, db: database.db, logger, secret, bluesky, limits });
  const sessionCache = await createSessionCache<SessionRow>(database, logger, {
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
  });
  const readSession = createSessionReader({ config, database, secret, auth, cache: sessionCache });
  const live = await createLiveHub(database, logger);
  const workspaces = await createWorkspaceHub(database, logger);
  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    logger,
    storage,
    secret,
    auth,
    bluesky,
    limits,
    readSession,
    live,
    workspaces,
    documents: createDocumentCache(),
    uploads: createUploadSlots({
      perMember: config.UPLOADS_PER_MEMBER,
      perServer: config.UPLOADS_PER_SERVER,
    }),
  };
  const stale = await sweepStaleUploads(uploadsTmpDir(config));
  if (stale) logger.info({ removed: stale }, "uploads: removed what an earlier run left half received");
  const app = createApp(deps);
  const transport = createTransport(config);
  const vapid = resolveVapidKeys(config, secret);
  if (!vapid) logger.info("push: no VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); browser push is off");
  const native = createNativePushSenders(config);
  const web = vapid ? createWebPushSender({ vapid, allowHosts: new Set(config.PUSH_ALLOW_HOSTS) }) : null;
  const senders: PushSenders = { ...(web ? { web } : {}), ...native };
  logger.info({ platforms: Object.keys(senders) }, "push: senders configured");
  const worker = createBackgroundWorker({
    config,
    database,
    logger,
    transport,
    secret,
    push: { senders },
    storage,
  });

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () =>
      resolve(s as Server),
    );
  });
  // Keep-alive sockets must not outlive a shutdown.
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  await worker.start();
  logger.info({ url, database: database.kind, publicUrl: config.PUBLIC_URL }, "server listening");
  if (config.DEV_MAILBOX === "on" && !config.SMTP_URL) {
    // The one place the key is shown: whoever started the server reads the mail kept here.
    logger.warn(
      { mailbox: devMailboxLink(config.PUBLIC_URL, secret) },
      "no SMTP_URL: mail is kept, not delivered; open this link to read it (it holds sign-up and reset links)",
    );
  }

  let stopping: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      logger.info({ reason }, "shutting down: finishing in-flight requests");
      // Live streams never finish by themselves: end them, and their browsers reconnect elsewhere.
      await live.close();
      await workspaces.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = new Promise<"timeout">((resolve) =>
        setTimeout(() => resolve("timeout"), config.SHUTDOWN_TIMEOUT_MS).unref(),
      );
      if ((await Promise.race([closed, timeout])) === "timeout") {
        logger.warn("shutdown timeout reached: closing remaining connections");
        server.closeAllConnections();
      }
      await worker.stop();
      await sessionCache.close();
      native.ios?.close();
      transport?.close();
      storage.close?.();
      await database.close();
      logger.info("shutdown complete");
    })();
    return stopping;
  };
  return { deps, server, url, shutdown };
}
