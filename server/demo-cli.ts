import path from "node:path";
import { openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { loadConfigOrExit } from "./env";
import { createLogger } from "./logger";
import { seedDemo } from "./seed/demo";
import { seedDemoFiles } from "./seed/demo-files";
import { DEMO_SIGN_IN } from "./seed/demo-people";
import { seedDemoPictures } from "./seed/demo-pictures";
import { createObjectStorage } from "./storage/create-storage";

/**
 * `npm run demo`: fills the database the server would use (the embedded one under DATA_DIR, or
 * DATABASE_URL) with the demo community. Run it while the server is stopped: an embedded
 * database is opened by one process at a time.
 */
const config = loadConfigOrExit();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, "pglite"),
  poolSize: 2,
});
try {
  await migrateDatabase(database);
  const summary = await seedDemo(database.db);
  if (summary.documents) {
    const storage = await createObjectStorage(config, "demo-seeding-signs-no-links");
    const logger = createLogger(config.LOG_LEVEL);
    await seedDemoFiles(
      { db: database.db, storage, logger },
      summary.documents.entity,
      summary.documents.uploaderId,
    );
    process.stdout.write("Drawing the demo's pictures...\n");
    await seedDemoPictures({ db: database.db, storage });
  }
  const where = config.DATABASE_URL ? "the PostgreSQL database" : path.join(config.dataDir, "pglite");
  if (!summary.created) {
    process.stdout.write(`The demo community is already in ${where}.\n`);
  } else {
    process.stdout.write(
      `Added the demo community to ${where}: ${summary.members} members, ${summary.groups} groups and subgroups, ` +
        `${summary.partnerships} partnerships, ${summary.events} events, ${summary.posts} posts with ${summary.comments} comments, ` +
        `${summary.connections} connections.\n`,
    );
  }
  process.stdout.write(
    `Start the app (npm run serve) and sign in as ${DEMO_SIGN_IN.email} with the password ${DEMO_SIGN_IN.password}.\n` +
      "Every demo member has the same password (their addresses are first.last@example.org).\n" +
      `To see the platform admins' pages (beta sign-ups, diagnostics), start it with ADMIN_EMAILS=${DEMO_SIGN_IN.email}.\n`,
  );
} finally {
  await database.close();
}
